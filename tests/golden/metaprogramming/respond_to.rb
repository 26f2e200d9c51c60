class Duck
  def quack = "Quack"
  def swim = "paddle"
  private def secret = 1
end

class Robot
  def quack = "beep quack"
end

[Duck.new, Robot.new, 42, "str", nil].each do |o|
  if o.respond_to?(:quack)
    puts "#{o.class} quacks: #{o.quack}"
  else
    puts "#{o.class} cannot quack"
  end
end

d = Duck.new
p d.respond_to?(:swim)
p d.respond_to?("swim")
p d.respond_to?(:secret)
p d.respond_to?(:secret, true)
p 5.respond_to?(:+)
p nil.respond_to?(:to_a)
p "s".respond_to?(:upcase)
p [].respond_to?(:push)
p Duck.respond_to?(:new)
