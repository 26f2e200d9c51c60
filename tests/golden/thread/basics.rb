# Thread.new/value/join/status, locals, names, subclasses
t = Thread.new(1, 2) { |a, b| a + b }
p t.value
p t.status, t.alive?, t.stop?
s = Thread.new { sleep 0.05; :slept }
p s.status
p s.value
p Thread.current == Thread.main, Thread.list.size, Thread.main.name
t2 = Thread.new { Thread.current[:x] = 1; Thread.current.thread_variable_set(:v, 2); [Thread.current[:x], Thread.current.thread_variable_get(:v)] }
p t2.value, Thread.current[:x], t2[:x], t2.thread_variable_get(:v)
named = Thread.new { Thread.current.name }
named.name = "worker"
p named.value, named.name
lazy = Thread.new { Thread.stop; :resumed }
Thread.pass until lazy.status == "sleep"
p lazy.stop?
lazy.run
p lazy.value
class Worker < Thread
  def initialize(log)
    log << :init
    super() { log << :run; :done }
  end
end
log = []
w = Worker.new(log)
p w.value, log, w.class
bad = Class.new(Thread) { def initialize; end }
begin; bad.new; rescue ThreadError => e; p e.message.sub(/#<Class:0x\h+>/, "C"); end
begin; Thread.new; rescue ThreadError => e; p e.message; end
begin; Thread.current.join; rescue ThreadError => e; p e.message; end
p Thread.new { Thread.current.group == ThreadGroup::Default }.value
order = []
a = Thread.new { 3.times { |i| order << [:a, i]; Thread.pass } }
b = Thread.new { 3.times { |i| order << [:b, i]; Thread.pass } }
[a, b].each(&:join)
p order.size, order.select { _1[0] == :a }.map(&:last)
# a thread that never blocks still lets the others run (its timeslice ends): the spinner
# waits for a flag only another thread sets
def tick(n) = n + 1
flag = false
spin = Thread.new { n = 0; until flag; n = tick(n); "x" * 2; end; n > 0 }
setter = Thread.new { flag = true; :set }
p setter.value, spin.value
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
