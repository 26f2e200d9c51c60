# A descriptor left in non-blocking mode (read_nonblock sets it) is read or written first and
# waited for when it says EAGAIN: other threads run meanwhile and Timeout reaches the wait.
require "timeout"
r, w = IO.pipe
p r.read_nonblock(10, exception: false)
t = Thread.new { sleep 0.05; w.write "late"; w.close }
p r.read
# a non-blocking write end that fills: write waits for the reader thread
r, w = IO.pipe
w.write_nonblock("x", exception: false)
reader = Thread.new { n = 0; while (s = r.read(65536)); n += s.size; end; n }
w.write("y" * 300_000)
w.close
p reader.value
# interrupted while waiting on the nonblocking descriptor
r, w = IO.pipe
r.read_nonblock(1, exception: false)
p((Timeout.timeout(0.1) { r.gets } rescue $!.class))
p((Timeout.timeout(0.1) { r.sysread(1) } rescue $!.class))
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
