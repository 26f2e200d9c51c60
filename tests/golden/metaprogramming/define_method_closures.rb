class Settings
  DEFAULTS = { host: "localhost", port: 80, debug: false }

  DEFAULTS.each do |key, default|
    define_method(key) do
      instance_variable_get("@#{key}") || default
    end

    define_method("#{key}=") do |value|
      instance_variable_set("@#{key}", value)
    end
  end
end

s = Settings.new
p s.host
p s.port
s.port = 8080
p s.port
s.host = "example.com"
p s.host
p s.debug
p s.instance_variables

counter = 0
Settings.define_method(:bump) { counter += 1 }
s.bump
s.bump
p counter

class Settings
  def self.attr_with_history(name)
    define_method(name) { instance_variable_get("@#{name}") }
    define_method("#{name}=") do |v|
      history = instance_variable_get("@#{name}_history") || []
      instance_variable_set("@#{name}_history", history + [v])
      instance_variable_set("@#{name}", v)
    end
    define_method("#{name}_history") { instance_variable_get("@#{name}_history") || [] }
  end
  attr_with_history :mode
end
s.mode = :a
s.mode = :b
p s.mode
p s.mode_history
