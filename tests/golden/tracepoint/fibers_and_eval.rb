# :fiber_switch fires on the fiber switched to; :script_compiled reports eval'd source.
log = []
f0 = Fiber.current
tp = TracePoint.new(:fiber_switch) { |t| log << [t.event, t.lineno, Fiber.current == f0] }
f = Fiber.new do
  Fiber.yield 1
  2
end
tp.enable
a = f.resume
b = f.resume
tp.disable
p log, a, b

scripts = []
TracePoint.new(:script_compiled) do |t|
  scripts << [t.eval_script, t.lineno]
end.enable do
  eval("1 + 2")
  binding.eval("x = 5")
end
p scripts
TracePoint.new(:line) do |t|
  begin
    t.eval_script
  rescue RuntimeError => e
    p e.message
  end
end.enable { y = 1 }
