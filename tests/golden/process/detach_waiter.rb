# Process.detach: the waiter's pid, value (the Process::Status), join, and what waiting for a
# reaped child raises.
# 4.0: expected output from CRuby master (ruby40 cannot fork). 3.1 differs: "no implicit
# conversion from nil to integer", and a backquote in "`int'".
pid = fork { exit 7 }
w = Process.detach(pid)
p w.pid == pid
st = w.value
p st.class, st.exitstatus, st.pid == pid, st.success?

p w.join.equal?(w)
p w.join(1).equal?(w)
p w.alive?
p w.status
begin
  Process.wait(pid)
rescue => e
  p e.class, e.message
end

# a child that was already waited for: the waiter's value is nil
pid = fork { exit 2 }
Process.wait(pid)
p $?.exitstatus
w = Process.detach(pid)
p w.value
p w.alive?

# join with a limit while the child still runs
r, wr = IO.pipe
pid = fork { r.gets; exit 1 }
w = Process.detach(pid)
p w.join(0.05)
p w.alive?
wr.puts "go"
p w.value.exitstatus

# a child killed by a signal
pid = fork { sleep 10 }
w = Process.detach(pid)
Process.kill(:TERM, pid)
st = w.value
p st.signaled?, st.termsig

# bad arguments
[nil, "12", 1.5].each do |a|
  begin
    Process.detach(a)
    puts "accepted #{a.inspect}"
  rescue => e
    p e.class, e.message
  end
end
begin
  Process.detach
rescue => e
  p e.class, e.message
end
begin
  Process.detach(2**40)
rescue => e
  p e.class, e.message
end

# the :pid "thread-local"
w = Process.detach(fork { exit 1 })
p w[:pid] == w.pid, w["pid"] == w.pid, w[:other]
p w.value.exitstatus
