# main joins a thread that waits on a queue no one will fill: `fatal` in the main thread
q = Queue.new
t = Thread.new { q.pop }
begin
  t.join
rescue Exception => x
  p x.class, x.message.lines.first.chomp
end
p :after
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
