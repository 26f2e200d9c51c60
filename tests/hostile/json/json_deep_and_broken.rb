# json: very deep nesting both ways, truncated and bit-flipped documents, user hooks that
# raise, lie or mutate what is being generated. Must only never crash the VM.
require "json"

def try
  yield
rescue StandardError, SystemStackError, NoMemoryError => e
  e.class
end

try { JSON.parse("[" * 1_000_000, max_nesting: false) }
try { JSON.parse("{\"a\":" * 500_000, max_nesting: false) }
a = []
a << a
try { JSON.generate(a, max_nesting: false) }
h = {}
h[:h] = h
try { JSON.pretty_generate(h, max_nesting: false) }
doc = JSON.generate({"a" => [1, 2.5, "\u00e9\u{1F600}", nil, true, {"b" => "\\\"\n"}], "c" => -1e300})
doc.size.times do |i|
  try { JSON.parse(doc[0, i]) }
  d = doc.b
  d.setbyte(i, d.getbyte(i) ^ 0x55)
  try { JSON.parse(d) }
  try { JSON.parse(d, allow_nan: true, allow_trailing_comma: true, allow_control_characters: true) }
end
class Liar
  def to_json(*) = nil
end
try { JSON.generate([Liar.new]) }
class Mutator
  def initialize(arr) = @arr = arr
  def to_json(*)
    @arr.clear
    GC.start
    "1"
  end
end
arr = []
arr.concat([Mutator.new(arr), Mutator.new(arr), 1, 2, 3])
try { JSON.generate(arr) }
hh = {}
hh["m"] = Class.new { define_method(:to_json) { |*| hh.clear; hh[:x] = 1 rescue nil; "2" } }.new
hh["n"] = 3
try { JSON.generate(hh) }
try { JSON.parse('{"a":1}', object_class: Class.new { def []=(k, v); raise "no"; end }) }
try { JSON.parse('[1]', array_class: Integer) }
try { JSON.parse('[1.5]', decimal_class: Object.new) }
try { JSON.load("[1,[2]]", proc { |x| raise "stop" if x == 2 }) }
try { JSON.generate([1], indent: 5) }
try { JSON.generate([1], max_nesting: 2**70) }
try { JSON.generate([1], max_nesting: -1) }
try { JSON::State.new(depth: -5).generate([[1]]) }
try { JSON.dump([1], Object.new) }
try { JSON.parse("1" * 200_000) }
try { JSON.parse("\"" + "\\ud800" * 1000 + "\"") }
try { JSON.generate("\xff" * 10, ascii_only: true) }
try { JSON.generate(["\xff".b.to_sym]) }
try { JSON::Coder.allocate.dump(1) }
try { JSON::Ext::Parser.allocate.parse }
