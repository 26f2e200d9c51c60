# A signal the process sends itself from another thread is handled on the main thread, as in
# CRuby: the trap handler runs there, and Interrupt is raised there (it used to be raised in the
# sending thread, so the main thread looped on without ever seeing it). The sending threads
# stay alive (sleeping) until the main thread has seen the signal, so no deadlock is detected
# before it arrives.
r = []
Signal.trap(:USR1) { r << [:usr1, Thread.current == Thread.main] }
t = Thread.new do
  Process.kill(:USR1, $$)
  r << :sent
  sleep 0.01 until r.size > 1
  r << :after
end
t.join
p r

done = false
begin
  Thread.new { Process.kill(:INT, $$); sleep 0.01 until done }
  sleep
  p :not_interrupted
rescue Interrupt => e
  p [e.class, Thread.current == Thread.main]
end
done = true

q = Queue.new
got = false
Signal.trap(:USR2) { q << [:from_handler, Thread.current == Thread.main] }
Thread.new { Process.kill(:USR2, $$); sleep 0.01 until got }
p q.pop
got = true
