# load_from_binary on truncated, bit-flipped and hostile input raises ArgumentError (or
# TypeError for a non-String) saying what is wrong, and never crashes. CRuby raises
# RuntimeError "broken binary format" and may crash on such input; Corundum's loader verifies
# (issue 14), so the expected output is Corundum's own.
bin = RubyVM::InstructionSequence.compile("def f(x) = [x, 'lit', 1.5, :s]\np f(2)", "t.rb").to_binary

def try
  yield
  :loaded
rescue ArgumentError, TypeError => e
  [e.class, e.message]
end

p try { RubyVM::InstructionSequence.load_from_binary("") }
p try { RubyVM::InstructionSequence.load_from_binary("CRBC") }
p try { RubyVM::InstructionSequence.load_from_binary(bin[0, bin.size - 1]) }
p try { RubyVM::InstructionSequence.load_from_binary(bin + "x") }
p try { RubyVM::InstructionSequence.load_from_binary(nil) }
v = bin.dup
# Format 99.0: the major and minor bytes.
v.setbyte(4, 99)
v.setbyte(5, 0)
p try { RubyVM::InstructionSequence.load_from_binary(v) }

# Every prefix fails; every single-bit flip either loads (and runs or raises like Ruby code) or
# raises ArgumentError; nothing else happens.
p (0...bin.size).all? { |n| try { RubyVM::InstructionSequence.load_from_binary(bin[0, n]) }.is_a?(Array) }
kinds = Hash.new(0)
bin.size.times do |i|
  8.times do |b|
    x = bin.dup
    x.setbyte(i, x.getbyte(i) ^ (1 << b))
    r = try { RubyVM::InstructionSequence.load_from_binary(x) }
    kinds[r == :loaded ? :loaded : r[0]] += 1
  end
end
p kinds.keys.map(&:to_s).sort
p RubyVM::InstructionSequence.load_from_binary(bin).eval
# ruby40: skip (the loader's error messages are Corundum's own by design; see the comment at the top)
