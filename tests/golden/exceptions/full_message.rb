# Exception#detailed_message and #full_message: highlight:, order:, causes, and what they
# accept.

e = RuntimeError.new("boom")
e.set_backtrace(["a.rb:1:in 'f'", "b.rb:2:in 'g'", "c.rb:3:in '<main>'"])
p e.detailed_message
p e.detailed_message(highlight: true)
p e.detailed_message(highlight: false, other: 1)
p e.full_message(highlight: false)
p e.full_message(highlight: true)
p e.full_message(highlight: false, order: :bottom)
p e.full_message(highlight: true, order: "bottom")
p e.full_message(highlight: false, order: :top)

# Empty and nil messages; anonymous classes.
p RuntimeError.new("").detailed_message
p RuntimeError.new("").detailed_message(highlight: true)
p StandardError.new("").detailed_message(highlight: true)
p RuntimeError.new(nil).detailed_message
p Class.new(RuntimeError).new("anon").detailed_message
p Class.new(RuntimeError).new("anon").detailed_message(highlight: true)

# Several lines: the class goes after the first; each further line is bold on its own.
m = RuntimeError.new("first\nsecond\n\nfourth\n")
p m.detailed_message
p m.detailed_message(highlight: true)
p RuntimeError.new("trailing\n").detailed_message

# Without a backtrace the report starts where it was asked for.
def report(e) = e.full_message(highlight: false)
p report(RuntimeError.new("no backtrace"))
e2 = RuntimeError.new("empty"); e2.set_backtrace([])
p report(e2)

# A redefined detailed_message gets every keyword, highlight filled in.
d = RuntimeError.new("x")
def d.detailed_message(**kw) = "custom #{kw.sort.inspect}"
d.set_backtrace(["z.rb:9"])
p d.full_message(highlight: false, extra: 1)
p d.full_message(order: :bottom, highlight: false)
def d.detailed_message(**) = nil
p d.full_message(highlight: true)
o = Object.new; def o.to_str = "via to_str"
def d.detailed_message(**) = $o
$o = o
p d.full_message(highlight: false)

# A message that is not a String counts as empty.
class NotString < StandardError; def to_s = 42; end
p NotString.new.detailed_message

# Causes follow, each once; reversed with order: :bottom.
def chain
  begin
    begin
      raise "origin"
    rescue
      raise ArgumentError, "middle"
    end
  rescue
    raise TypeError, "last"
  end
rescue => e
  e
end
c = chain
c.cause.cause.set_backtrace(["o.rb:1"])
c.cause.set_backtrace(["m.rb:2", "m.rb:3"])
c.set_backtrace(["l.rb:4"])
puts c.full_message(highlight: false)
puts c.full_message(highlight: false, order: :bottom)

# Errors.
[
  -> { e.full_message(highlight: 1) },
  -> { e.full_message(highlight: "true") },
  -> { e.detailed_message(highlight: :yes) },
  -> { e.full_message(order: :middle) },
  -> { e.full_message(order: 3) },
  -> { e.full_message(1) },
  -> { e.detailed_message(nil) },
].each do |f|
  f.call
rescue => err
  p err
end
p Exception.to_tty?
