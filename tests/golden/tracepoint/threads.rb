# :thread_begin and :thread_end fire on the thread that begins or ends; a block-form
# `enable` listens on its own thread unless given `target_thread: nil`.
log = []
tp = TracePoint.new(:thread_begin, :thread_end) do |t|
  log << [t.event, t.self == Thread.current, t.lineno, t.path]
end
tp.enable(target_thread: nil) do
  Thread.new { 1 }.join
end
p log

lines = []
t2 = TracePoint.new(:line) { |t| lines << [t.lineno, Thread.current == Thread.main] if t.path == __FILE__ }
t2.enable do
  a = 1
  Thread.new do
    b = 2
  end.join
end
p lines
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
