module Registry
  ALPHA = 1
  module Inner
    BETA = 2
  end
end

p Registry.const_get(:ALPHA)
p Registry.const_get("ALPHA")
p Registry.const_get("Inner::BETA")
p Object.const_get(:Registry).name
Registry.const_set(:GAMMA, 3)
p Registry::GAMMA
klass = Class.new do
  def hi = "hi from dynamic"
end
Registry.const_set(:Dyn, klass)
p Registry::Dyn.name
p Registry::Dyn.new.hi
p Registry.constants.sort

begin
  Registry.const_get(:Nope)
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Registry.const_set(:lower, 1)
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
