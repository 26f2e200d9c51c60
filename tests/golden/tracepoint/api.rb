# The TracePoint API: enabling and disabling (plain and block forms), targets, inspect,
# attribute errors, set_trace_func, bindings, and hooks that raise.
def target_method
  a = 1
  b = 2
  a + b
end

def other_method
  3
end

tp = TracePoint.new(:line) {}
p tp.enabled?
p tp.inspect
p tp.enable
p tp.enable
p tp.inspect
p tp.disable
p tp.disable
p tp.enabled?

# Attributes are only readable inside the hook.
begin
  tp.lineno
rescue RuntimeError => e
  p e.message
end

# Block forms give the block's value and restore the state.
p TracePoint.new(:line) {}.enable { 42 }
t2 = TracePoint.new(:line) {}
t2.enable
p t2.disable { t2.enabled? }
p t2.enabled?
t2.disable

# Errors from TracePoint.new.
[[:nope], [123]].each do |args|
  begin
    TracePoint.new(*args) {}
  rescue => e
    p [e.class, e.message]
  end
end
begin
  TracePoint.new(:line)
rescue ArgumentError => e
  p e.message
end

# Attributes not reported by an event raise.
TracePoint.new(:line) do |t|
  next unless t.path == __FILE__
  begin
    t.return_value
  rescue RuntimeError => e
    p [:return_value, e.message]
  end
  begin
    t.raised_exception
  rescue RuntimeError => e
    p [:raised_exception, e.message]
  end
  p t.inspect.sub(__FILE__, "FILE")
end.enable { x = 1 }

# enable(target:) fires only inside the target; target_line narrows :line events.
seen = []
t3 = TracePoint.new(:call, :line) { |t| seen << [t.event, t.lineno, t.method_id] }
t3.enable(target: method(:target_method)) do
  target_method
  other_method
end
p seen
seen = []
t4 = TracePoint.new(:line) { |t| seen << t.lineno }
t4.enable(target: method(:target_method), target_line: 5) { target_method }
p seen
[
  -> { t4.enable(target_line: 5) {} },
  -> { TracePoint.new(:call) {}.enable(target: method(:target_method), target_line: 5) {} },
  -> { TracePoint.new(:call) {}.enable(target: proc {}) {} },
  -> { TracePoint.new(:call) {}.enable(target: 1) {} },
  -> { t5 = TracePoint.new(:b_call) {}; t5.enable { t5.enable(target: -> {}) {} } },
].each do |f|
  f.call
rescue ArgumentError => e
  p e.message
end

# The hook can read the traced frame's locals through its binding.
vals = []
TracePoint.new(:return) do |t|
  vals << t.binding.local_variable_get(:a) if t.method_id == :target_method
end.enable { target_method }
p vals

# An exception raised by a hook comes out of the traced code.
boom = TracePoint.new(:call) { |t| raise "from hook" if t.method_id == :other_method }
begin
  boom.enable { other_method }
rescue => e
  p [e.class, e.message]
end
p boom.enabled?

# No events fire while a hook runs.
count = 0
TracePoint.new(:call) { |t| count += 1; other_method }.enable { other_method }
p count

# TracePoint.trace is new + enable.
lines = []
t6 = TracePoint.trace(:line) { |t| lines << t.lineno if t.path == __FILE__ }
x = 1
t6.disable
p lines

# set_trace_func: (event, file, line, id, binding, class); nil turns it off.
events = []
set_trace_func proc { |ev, file, line, id, b, klass| events << [ev, line, id, klass] if file == __FILE__ }
other_method
set_trace_func nil
events.each { |e| p e }
begin
  set_trace_func(1)
rescue TypeError => e
  p e.message
end
