# Mutex, ConditionVariable, Queue, SizedQueue
m = Mutex.new
count = 0
ths = 4.times.map { Thread.new { 100.times { m.synchronize { c = count; Thread.pass; count = c + 1 } } } }
ths.each(&:join)
p count
p m.locked?, m.owned?, m.try_lock, m.owned?, m.locked?
m.unlock
begin; m.unlock; rescue ThreadError => e; p e.message; end
m.lock
begin; m.lock; rescue ThreadError => e; p e.message; end
other = Thread.new { begin; m.unlock; rescue ThreadError => e; e.message; end }
p other.value
m.unlock
cv = ConditionVariable.new
ready = false
waiter = Thread.new { m.synchronize { cv.wait(m) until ready; :woke } }
Thread.pass until waiter.status == "sleep"
m.synchronize { ready = true; cv.signal }
p waiter.value
woken = []
ws = 3.times.map { |i| Thread.new { m.synchronize { cv.wait(m); woken << i } } }
Thread.pass until ws.all? { _1.status == "sleep" }
m.synchronize { cv.broadcast }
ws.each(&:join)
p woken.sort
q = Queue.new
producer = Thread.new { 5.times { |i| q << i; Thread.pass }; q << :done }
consumer = Thread.new { r = []; while (x = q.pop) != :done; r << x; end; r }
p consumer.value
p Queue.new([1, 2]).size, Queue.new.pop(timeout: 0.01), Queue.new.empty?
begin; Queue.new.pop(true); rescue ThreadError => e; p e.message; end
begin; Queue.new.pop(true, timeout: 1); rescue ArgumentError => e; p e.message; end
cq = Queue.new
cq << 1
cq.close
p cq.closed?, cq.pop, cq.pop
begin; cq << 2; rescue ClosedQueueError => e; p e.class, e.message; end
sq = SizedQueue.new(2)
pr = Thread.new { 5.times { |i| sq.push i }; :pushed }
got = []
5.times { got << sq.pop }
p got, pr.value, sq.max
begin; SizedQueue.new(0); rescue ArgumentError => e; p e.message; end
full = SizedQueue.new(1)
full << 1
begin; full.push(2, true); rescue ThreadError => e; p e.message; end
p full.push(2, timeout: 0.01)
waiting = Thread.new { q.pop }
Thread.pass until waiting.status == "sleep"
p q.num_waiting
q << :late
p waiting.value
begin; Queue.new.freeze; rescue TypeError => e; p e.message.sub(/0x\h+/, "XX"); end
held = Mutex.new
Thread.new { held.lock }.join
p held.locked?
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
