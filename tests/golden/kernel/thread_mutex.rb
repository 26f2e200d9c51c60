m = Mutex.new
p Thread::Mutex.equal?(Mutex), m.locked?
p m.lock.equal?(m), m.locked?, m.owned?
begin; m.lock; rescue ThreadError => e; p e.message; end
m.unlock
begin; m.unlock; rescue ThreadError => e; p e.message; end
p m.synchronize { :inside }, m.locked?
begin; m.synchronize { raise "x" }; rescue => e; p e.message, m.locked?; end
begin; m.synchronize; rescue ThreadError => e; p e.message; end
p m.try_lock, m.try_lock
t = Thread.current
p t.equal?(Thread.main), t[:k], (t[:k] = 3), t[:k], t["k"], t.key?(:k)
p t.thread_variable_get(:v), t.thread_variable_set(:v, 1), t.thread_variable_get("v")
