# Thread#raise, kill, exceptions, report_on_exception, deadlock
e = Thread.new { raise ArgumentError, "bad" }
e.report_on_exception = false
begin; e.join; rescue => x; p x; end
p e.status
Thread.report_on_exception = false
k = Thread.new { begin; sleep; ensure; $ens = true; end }
Thread.pass until k.status == "sleep"
k.kill
k.join
p $ens, k.status, k.alive?
r = Thread.new { begin; sleep; rescue => x; "rescued #{x.message}"; end }
Thread.pass until r.status == "sleep"
r.raise "wake up"
p r.value
d = Queue.new
begin
  d.pop
rescue Exception => x
  p x.class, x.message.lines.first.chomp
end
p Thread.new { Thread.current.report_on_exception }.value
begin
  Thread.new { raise IOError, "in thread" }.value
rescue IOError => x
  p x.message
end
p Thread.new { throw :nope rescue $!.class }.value
p Thread.new { Fiber.new { Fiber.yield 1; 2 }.then { |f| [f.resume, f.resume] } }.value
f = Fiber.new { 1 }
begin; Thread.new { f.resume }.value; rescue FiberError => x; p x.message; end
# `exit` in a thread ends the whole program (SystemExit goes to the main thread)
ex = Thread.new { exit 3 }
ex.join
p :not_reached
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
