# Thread#backtrace and #backtrace_locations of a waiting thread; a thread killed after
# ConditionVariable#signal owns its mutex again in its ensure clause.
m = Mutex.new
cv = ConditionVariable.new
def waiter(m, cv)
  m.synchronize { cv.wait(m) }
end
t = Thread.new { waiter(m, cv) }
Thread.pass until t.stop?
p t.backtrace
p t.backtrace_locations.map(&:lineno)
p t.backtrace(1, 1)
m.synchronize { cv.signal }
t.join
p t.backtrace

m = Mutex.new
cv = ConditionVariable.new
ready = false
owned = nil
th = Thread.new do
  m.synchronize do
    ready = true
    begin
      cv.wait(m)
    ensure
      owned = m.owned?
    end
  end
end
Thread.pass until ready && th.stop?
m.synchronize do
  cv.signal
  sleep 0.01
  th.kill
end
th.join
p owned
p th.status
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
