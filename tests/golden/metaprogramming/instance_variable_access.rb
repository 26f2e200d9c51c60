# 4.0: Hash#inspect prints symbol keys as `key: value`; NameError message uses straight quotes
class Box
  def initialize
    @width = 3
    @height = 4
  end
  def area = @width * @height
end

b = Box.new
p b.instance_variable_get(:@width)
p b.instance_variable_get("@height")
p b.instance_variable_get(:@missing)
b.instance_variable_set(:@width, 10)
p b.area
p b.instance_variable_set(:@depth, 2)
p b.instance_variables
p b.instance_variable_defined?(:@depth)
h = b.instance_variables.each_with_object({}) do |iv, acc|
  acc[iv.to_s.sub("@", "").to_sym] = b.instance_variable_get(iv)
end
p h
begin
  b.instance_variable_get(:width)
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
