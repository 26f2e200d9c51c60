# 4.0: backtrace labels use straight quotes
class ConfigError < StandardError; end

puts "loading"
raise ConfigError, "missing setting"
