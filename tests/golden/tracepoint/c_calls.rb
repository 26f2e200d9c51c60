# :c_call and :c_return for methods written in the VM's own language (not in Ruby),
# with the receiver, method and return value.
log = []
tp = TracePoint.new(:c_call, :c_return) do |t|
  next unless t.path == __FILE__
  entry = [t.event, t.lineno, t.method_id, t.defined_class, t.self]
  entry << t.return_value if t.event == :c_return
  log << entry
end
a = [3, 1, 2]
tp.enable
b = a.sort
c = "abc".upcase
d = 1 + 2
e = a.map { |x| x * 10 }
tp.disable
log.each { |x| p x }
p [b, c, d, e]

# An exception leaving a builtin still reports its return (with nil).
log = []
tp.enable do
  begin
    [1, 2].fetch(7)
  rescue IndexError
  end
end
log.select { |x| x[2] == :fetch }.each { |x| p x }
