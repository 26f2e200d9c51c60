# 4.0: NoMethodError message says "for an instance of Thermo" with straight quotes
class Thermo
  def initialize
    self.temp = 20
  end

  def warm
    self.temp = temp + 5
    self.temp
  end

  def read = temp

  private

  attr_accessor :temp
end

t = Thermo.new
p t.read
p t.warm
p t.read
begin
  t.temp = 1
rescue NoMethodError => e
  puts e.message
end
