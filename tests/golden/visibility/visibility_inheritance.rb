# 4.0: NoMethodError messages say "for an instance of ..." with straight quotes
class Base
  def run = "base runs #{step}"

  private

  def step = "base step"
end

class Child < Base
  def run_child = "child calls #{step}"
end

class Opened < Base
  public :step
end

class Overrider < Base
  def step = "public override"
end

p Child.new.run
p Child.new.run_child
begin
  Child.new.step
rescue NoMethodError => e
  puts e.message
end
p Opened.new.step
p Overrider.new.step
p Overrider.new.run
begin
  Base.new.step
rescue NoMethodError => e
  puts e.message
end
