class Config
  class << self
    attr_accessor :level

    def settings
      @settings ||= []
    end

    def add(item)
      settings << item
      self
    end

    private

    def secret
      "hidden"
    end
  end
end

Config.level = 3
p Config.level
Config.add(:a).add(:b)
p Config.settings
p Config.singleton_methods.sort
begin
  Config.secret
rescue NoMethodError => e
  puts e.message
end
p Config.send(:secret)
# 4.0: private method error says "for class Config" with straight quotes

obj = Object.new
class << obj
  def hello = "singleton hello"
end
p obj.hello
p obj.singleton_methods
