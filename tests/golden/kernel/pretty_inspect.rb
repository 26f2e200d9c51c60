# pretty_inspect (from pp) is the inspect text and a newline for values that fit on a line;
# it calls the object's own inspect.
require "pp"
p 1.pretty_inspect
p "a\tb".pretty_inspect
p :sym.pretty_inspect
p nil.pretty_inspect
p [1, [2, "three"], { four: 4 }].pretty_inspect
p({ "k" => [nil, true] }.pretty_inspect)
class Custom
  def inspect = "#<Custom here>"
end
p Custom.new.pretty_inspect
puts [1, 2].pretty_inspect
