# JSON.pretty_generate and the layout options (indent, space, space_before, object_nl,
# array_nl), JSON::State, Kernel#j / #jj.
require "json"

data = {"name" => "x", "list" => [1, [2, []], {}], "nested" => {"a" => {"b" => nil}, "e" => []}, "n" => 1.5}
puts JSON.pretty_generate(data)
puts JSON.pretty_generate([1, [2, []], {"a" => {}, "b" => {"c" => nil}}])
puts JSON.pretty_generate({}), JSON.pretty_generate([]), JSON.pretty_generate(1), JSON.pretty_generate("s")
puts JSON.pretty_generate({"a" => [1, 2]}, indent: "\t", space: " ", object_nl: "\n", array_nl: "\n", space_before: " ")
p JSON.pretty_generate({"a" => 1}, indent: "    ")
p JSON.pretty_generate([1, 2], array_nl: "")
p JSON.pretty_generate({"a" => 1}, nil)
p JSON.pretty_generate({"a" => {"b" => 1}}, object_nl: " ", indent: "")
p JSON.generate({"a" => {"b" => 1}}, space: " ", object_nl: " ")
p JSON.generate({"a" => [1, {"b" => 2}]}, indent: "  ")
p JSON.generate({"a" => 1, "b" => 2}, space_before: " ", space: " ")
p JSON.pretty_generate([{"k" => "\u00e9"}], ascii_only: true)

s = JSON::State.new(indent: "  ")
p s.indent, s.depth, s.max_nesting, s.object_nl, s.space, s.array_nl, s.space_before
p JSON::State.new.to_h
s = JSON::State.new
s.indent = "\t"
s.object_nl = "\n"
s.space = " "
p s.generate({"a" => 1}), s.space_before, s.array_nl
p s.allow_nan?, s.ascii_only?, s.script_safe?, s.strict?, s[:indent], s.check_circular?
s.max_nesting = 0
p s.check_circular?, s.max_nesting
s.depth = 2
p s.depth
p JSON::State.new(escape_slash: true).generate("/")
p JSON::State.new(allow_nan: true, ascii_only: true).to_h.values_at(:allow_nan, :ascii_only)
p JSON::State.new(max_nesting: 1).generate([1])
begin
  JSON::State.new(max_nesting: 1).generate([[1]])
rescue JSON::NestingError => e
  p e.message
end
p JSON::State.from_state(nil).class, JSON::State.from_state({indent: "-"}).indent
st = JSON::State.new
p JSON::State.from_state(st).equal?(st)
p JSON::State.new.configure(indent: "..").indent
p JSON.state.new(indent: "  ").to_h[:indent]
p JSON::State.equal?(JSON::Ext::Generator::State)

j [1, 2], {"a" => nil}
jj({"a" => [1]})
j 0.0 / 0
p Kernel.private_method_defined?(:j), Kernel.private_method_defined?(:jj), Kernel.private_method_defined?(:JSON)
