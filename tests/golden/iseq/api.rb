# RubyVM::InstructionSequence: compile, to_binary / load_from_binary (with extra data), eval,
# of, the readers; what was compiled runs the same after the round trip.
src = <<~RUBY
  def twice(x) = x * 2
  class Point
    attr_reader :x
    def initialize(x) = @x = x
    def +(o) = Point.new(@x + o.x)
  end
  r = [1, 2, 3].map { |v| twice(v) }
  h = {a: 1.5, b: 2**70, c: 3r, d: 2i, e: (1..4), f: /b+/i, "g" => :sym}
  p r, h, (Point.new(1) + Point.new(2)).x
  case [1, [2, 3]]
  in [Integer => a, [*, 3]] then p a
  end
  begin
    raise ArgumentError, "bad"
  rescue => e
    p e.message
  ensure
    p :ensured
  end
  $result = __FILE__
RUBY
iseq = RubyVM::InstructionSequence.compile(src, "prog.rb")
p iseq
p iseq.path, iseq.label, iseq.first_lineno
bin = iseq.to_binary
p bin.encoding
loaded = RubyVM::InstructionSequence.load_from_binary(bin)
p loaded
loaded.eval
p $result
p RubyVM::InstructionSequence.load_from_binary_extra_data(iseq.to_binary("meta"))
p RubyVM::InstructionSequence.load_from_binary_extra_data(bin)
p RubyVM::InstructionSequence.compile("1 + 2").eval

def helper(a, b = 1) = a + b
m = RubyVM::InstructionSequence.of(method(:helper))
p m.label, m.first_lineno
p RubyVM::InstructionSequence.of(proc { 1 }).label
p RubyVM::InstructionSequence.of(method(:puts))
begin
  RubyVM::InstructionSequence.of(proc { 1 }).to_binary
rescue RuntimeError => e
  p e.message
end
begin
  RubyVM::InstructionSequence.compile("1 +")
rescue SyntaxError => e
  p e.class
end
late = RubyVM::InstructionSequence.compile("\nx = 1\nraise 'late'", "late.rb", nil, 10)
p late.first_lineno
begin
  late.eval
rescue => e
  p e.backtrace[0]
end
