# Waiting for a child in one thread lets the others run (it polls while other threads live),
# and the waiting thread can be killed: a waitpid in a thread once blocked the whole process.
long_rpipe, long_wpipe = IO.pipe
short_rpipe, short_wpipe = IO.pipe
long_pid = fork do
  [short_rpipe, short_wpipe, long_wpipe].each(&:close)
  long_rpipe.read
end
short_pid = fork do
  [long_rpipe, long_wpipe, short_wpipe].each(&:close)
  short_rpipe.read
end
t1 = Thread.new { Process.waitpid long_pid }
Thread.pass until t1.stop?
short_wpipe.close
p Process.waitpid(-1) == short_pid
t1.kill
t1.join
t2 = Thread.new do
  Process.waitpid(-1)
rescue Errno::ECHILD
  nil
end
Thread.pass until t2.stop?
t3 = Thread.new do
  Process.waitpid long_pid
rescue Errno::ECHILD
  nil
end
Thread.pass until t3.stop?
long_wpipe.close
p [t2, t3].map(&:value).compact == [long_pid]
p Process.waitall
pids = 3.times.map { |i| fork { exit i } }
t = Thread.new { Process.waitall.map { |pid, st| [pids.index(pid), st.exitstatus] }.sort }
p t.value
