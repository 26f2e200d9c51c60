# Two threads that spin without calling or allocating both make progress, and so does the main
# thread: each is switched out when its time slice (100 ms) ends.
counts = [0, 0]
stop = false
threads = 2.times.map do |k|
  Thread.new { until stop; counts[k] += 1; end }
end
sleep 0.3
stop = true
threads.each(&:join)
p counts.all?(&:positive?)

# Thread#join(limit) returns nil when the limit passes while the thread spins.
spinner = Thread.new { while true; end }
p spinner.join(0.05)
p spinner.alive?
spinner.kill
p spinner.join.equal?(spinner)

# Thread.pass from a busy loop lets a waiting thread run.
flag = false
t = Thread.new { flag = true }
Thread.pass until flag
p flag
t.join
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
