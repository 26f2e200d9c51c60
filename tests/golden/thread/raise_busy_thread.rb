# Thread#raise and Thread#kill reach a thread that spins without calling or allocating.
started = Queue.new
t = Thread.new do
  i = 0
  begin
    started << true
    while true; i += 1; end
  rescue => e
    [e.class, e.message, i > 0]
  end
end
started.pop
t.raise ArgumentError, "stop spinning"
p t.value

ensured = false
t = Thread.new do
  begin
    started << true
    loop { }
  ensure
    ensured = true
  end
end
started.pop
t.kill
p t.join.equal?(t), t.status, ensured

# An exception raised into a thread that waits (Queue#pop) ends the wait.
q = Queue.new
t = Thread.new { begin; q.pop; rescue => e; e.message; end }
Thread.pass until t.status == "sleep"
t.raise "from main"
p t.value

# Thread.handle_interrupt(:never) holds the raise back while the block spins; it is raised when
# the block has ended.
log = []
t = Thread.new do
  begin
    Thread.handle_interrupt(RuntimeError => :never) do
      started << true
      i = 0
      i += 1 until Thread.pending_interrupt?
      log << :masked_block_done
    end
    sleep
  rescue => e
    log << e.message
  end
end
started.pop
t.raise "deferred"
t.join
p log
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
