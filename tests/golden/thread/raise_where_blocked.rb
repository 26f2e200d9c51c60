# Thread#raise reaches a thread wherever it waits or spins, and the exception's backtrace is the
# target thread's, taken where it was raised there (not the raising thread's).
def raise_into(label)
  t = Thread.new { yield }
  t.report_on_exception = false
  Thread.pass until t.stop?
  t.raise "stop #{label}"
  begin
    t.join
  rescue => e
    puts "#{label}: #{e.message}"
    puts e.backtrace.map { |l| "  " + l }
  end
end

raise_into("sleep") { sleep }
raise_into("queue") { Queue.new.pop }
raise_into("pipe read") { r, _w = IO.pipe; r.read }
raise_into("pipe gets") { r, _w = IO.pipe; r.gets }
raise_into("sysread") { r, _w = IO.pipe; r.sysread(10) }
raise_into("select") { r, _w = IO.pipe; IO.select([r]) }
raise_into("pipe write") { _r, w = IO.pipe; loop { w.write("x" * 4096) } }
raise_into("system") { system("exec sleep 5 </dev/null >/dev/null 2>&1") }
raise_into("backticks") { `exec sleep 5 </dev/null 2>/dev/null` }
pid = spawn("exec sleep 5", in: :close, out: :close, err: :close)
raise_into("wait") { Process.wait(pid) }
Process.kill(:TERM, pid)
Process.wait(pid)
p $?.signaled?

# An exception given with a backtrace of its own keeps it.
e = RuntimeError.new("pre-made")
e.set_backtrace(["somewhere:1"])
t = Thread.new { sleep }
t.report_on_exception = false
Thread.pass until t.stop?
t.raise e
p((t.join rescue $!.backtrace))

# Raised into the running thread itself: from inside Thread#raise.
begin
  Thread.current.raise "self"
rescue => e
  p e.backtrace
end

# Fiber#raise: raised where the fiber waits in Fiber.yield.
def wait_in_fiber = Fiber.yield
f = Fiber.new { wait_in_fiber }
f.resume
begin
  f.raise "into fiber"
rescue => e
  p e.backtrace
end
begin
  Fiber.current.raise "current fiber"
rescue => e
  p e.backtrace
end
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
