# 4.0: NoMethodError message says "for an instance of Widget" with straight quotes
class Widget
  private def helper = "helped"

  def use = "using #{helper}"

  private def with_args(a, b)
    a + b
  end

  def sum = with_args(1, 2)
  def visible = "visible"
end

w = Widget.new
puts w.use
p w.sum
p w.visible
begin
  w.helper
rescue NoMethodError => e
  puts e.message
end
p Widget.private_method_defined?(:helper)
p Widget.method_defined?(:helper)
p (private def returns_name = 1)
