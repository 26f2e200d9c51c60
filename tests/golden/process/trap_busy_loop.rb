# A trap handler runs promptly while the main program spins without calling or allocating:
# another process sends the signal, the loop's next back edge runs the handler.
hits = []
trap(:USR1) { hits << :usr1 }
trap(:HUP) { |signo| hits << signo }
i = 0
pid = spawn("kill -USR1 #{$$}")
i += 1 while hits.size < 1
Process.wait(pid)
pid = spawn("kill -HUP #{$$}")
i += 1 while hits.size < 2
Process.wait(pid)
p hits

# A handler that raises ends the loop with its exception.
trap(:USR2) { raise IOError, "from handler" }
pid = spawn("kill -USR2 #{$$}")
begin
  loop { i += 1 }
rescue IOError => e
  p e.message
end
Process.wait(pid)

# SIGINT raises Interrupt in the busy loop when no handler is set.
trap(:INT, "DEFAULT")
pid = spawn("kill -INT #{$$}")
begin
  while true; i += 1; end
rescue Interrupt => e
  p [e.class, e.signo, e.message]
end
Process.wait(pid)

# SIGTERM raises SignalException, which can be rescued.
pid = spawn("kill -TERM #{$$}")
begin
  (1..).each { |x| x }
rescue SignalException => e
  p [e.class, e.signo, e.message, e.signm]
end
Process.wait(pid)
