# Thread#join(limit) and Queue#pop(timeout:) convert their limit to a Float (negative: no
# wait), unlike sleep's time interval.
t = Thread.new { sleep }
o = Object.new
def o.to_f = 0.001
p t.join(o), t.join(-1), t.join(Rational(1, 1000)), t.join(0)
[:a, true, "1", Object.new].each do |arg|
  t.join(arg)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
q = Queue.new
p q.pop(timeout: -1), q.pop(timeout: 0.001)
begin
  q.pop(timeout: "1")
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
t.kill.join
p t.status
# ruby40: skip (no threads in the WASI build; expected output from CRuby master)
