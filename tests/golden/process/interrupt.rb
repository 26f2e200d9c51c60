# A SIGINT with no trap raises Interrupt in the main program (rescued here), and ensure
# clauses run on the way; SignalException for TERM likewise.
# 4.0: expected output from CRuby master (ruby40 has no signals).
begin
  begin
    Process.kill(:INT, Process.pid)
    puts "not reached"
  ensure
    puts "ensure ran"
  end
rescue Interrupt => e
  p [e.class, e.message, e.signo]
end
begin
  Process.kill("TERM", $$)
rescue SignalException => e
  p [e.class, e.message, e.signo]
end
# A child killed by a signal it does not trap.
pid = spawn("kill -KILL $$")
Process.wait(pid)
p [$?.signaled?, $?.termsig, Signal.signame($?.termsig)]
