# Reads that would block (gets, readpartial, IO.select) hold up only their own thread.
r, w = IO.pipe
ticks = 0
reader = Thread.new { r.gets }
ticker = Thread.new { 5.times { ticks += 1; sleep 0.01 } }
ticker.join
p ticks
w.puts "hello"
p reader.value
r2, w2 = IO.pipe
t = Thread.new { IO.select([r2], nil, nil, 0.05) }
n = 0
3.times { n += 1; Thread.pass }
p t.value
p n
t3 = Thread.new { r2.readpartial(10) }
Thread.pass until t3.stop?
w2.write "abc"
p t3.value
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
