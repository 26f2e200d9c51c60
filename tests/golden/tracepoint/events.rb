# TracePoint events fired by Ruby code: line, call/return, b_call/b_return, class/end,
# raise/rescue, with what each event reports.
class Greeter
  def initialize(name)
    @name = name
  end

  def greet(punct = "!")
    msg = "hi #{@name}"
    msg + punct
  end

  def self.build
    new("bob")
  end
end

def failing
  raise ArgumentError, "bad"
end

def with_block
  yield 10
end

def show(v)
  case v
  when Symbol, Integer, String, nil, true, false then v.inspect
  when Module then v.name || "anon"
  when Exception then "#{v.class}: #{v.message}"
  else v.class.name
  end
end

log = []
tp = TracePoint.new(:line, :call, :return, :b_call, :b_return, :class, :end, :raise, :rescue) do |t|
  next unless t.path == __FILE__
  entry = [t.event, t.lineno, t.method_id, show(t.defined_class), show(t.self)]
  entry << show(t.return_value) if %i[return b_return].include?(t.event)
  entry << show(t.raised_exception) if %i[raise rescue].include?(t.event)
  log << entry
end

tp.enable
g = Greeter.build
s = g.greet
r = with_block { |x| x * 2 }
begin
  failing
rescue ArgumentError => e
  s2 = e.message
end
class Greeter
  VERSION = 1
end
pr = lambda do |a|
  a + 1
end
pr.call(1)
tp.disable

log.each { |e| p e }
p [s, r, s2]
