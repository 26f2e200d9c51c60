module MathUtil
  module_function

  def square(x) = x * x

  def cube(x)
    x * square(x)
  end
end

module Mixed
  def helper = "helper"
  module_function :helper
  def other = "other"
end

p MathUtil.square(3)
p MathUtil.cube(2)

class Calc
  include MathUtil
  def go = cube(3)
end
p Calc.new.go
begin
  Calc.new.cube(3)
rescue NoMethodError => e
  puts e.message
end
p Mixed.helper
p Mixed.respond_to?(:other)

module Config
  def self.setting = "set via self."
  VERSION = "1.0"
end
p Config.setting
p Config::VERSION
# 4.0: NoMethodError message says "for an instance of Calc" with straight quotes
