# require "pp" loads CRuby's pp.rb (and prettyprint.rb), as Kernel#pp does on first use.
p require("pp")
p require("pp")
p require("prettyprint")
pp({ a: [1, 2], b: "s" })
p pp([1, 2], "s")
q = PrettyPrint.format(+"", 20) do |pp|
  pp.group(1, "[", "]") do
    5.times { |i| pp.text("item#{i}"); (pp.text(","); pp.breakable) if i < 4 }
  end
end
puts q
puts PrettyPrint.singleline_format(+"") { |pp| pp.text("a"); pp.breakable; pp.text("b") }
Point = Struct.new(:x, :y)
pp Point.new(1, 2)
