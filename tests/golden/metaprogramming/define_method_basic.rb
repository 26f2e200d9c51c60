class Greeter
  define_method(:hello) { "hello!" }
  define_method(:greet) { |name, punct = "."| "greet #{name}#{punct}" }
  define_method(:kw) { |a:, b: 2| a + b }

  %w[red green blue].each do |color|
    define_method("#{color}?") { @color == color }
    define_method("paint_#{color}") { @color = color; self }
  end
end

g = Greeter.new
p g.hello
p g.greet("Ann")
p g.greet("Ann", "!")
p g.kw(a: 1)
p g.red?
g.paint_green
p g.green?
p g.red?
p Greeter.instance_methods(false).sort
begin
  g.greet
rescue ArgumentError => e
  puts e.message
end
r = Greeter.send(:define_method, :late) { :late }
p r
p g.late
