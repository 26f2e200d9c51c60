# timeout, open3 and monitor on green threads (expected output from CRuby master: the WASI build has no threads)
require "timeout"
begin
  Timeout.timeout(0.1) { sleep 1 }
rescue Timeout::Error => e
  p e.class, e.message
end
p Timeout.timeout(1) { :fast }
require "open3"
out, st = Open3.capture2("echo", "hi")
p out, st.success?
o, e, s = Open3.capture3("sh", "-c", "echo err >&2; echo out")
p o, e, s.exitstatus
require "monitor"
m = Monitor.new
c = m.new_cond
items = []
cons = Thread.new { m.synchronize { c.wait_while { items.empty? }; items.shift } }
m.synchronize { items << 7; c.signal }
p cons.value
# ruby40: skip (the WASI build has no threads and no subprocesses)
