# objects live only on suspended fiber stacks
fibers = (1..20).map do |i|
  Fiber.new do |x|
    a = "str#{i}" * 3
    arr = [a, {k: a}, [i] * 5]
    y = Fiber.yield(arr.size)
    z = [1, 2, 3].map { |q| Fiber.yield(q + i); "m#{q}#{a}" }
    [a, arr, y, z].inspect.size
  end
end
res = fibers.map { |f| f.resume(1) }
p res.sum
5.times { |k| fibers.each { |f| f.resume(k) if f.alive? } }
p fibers.map(&:alive?).count(true)
# a proc escaping from a suspended fiber with an open env
pr = nil
f = Fiber.new { v = [1, 2]; pr = proc { v << 3; v }; Fiber.yield; v << 4 }
f.resume
GC.start
p pr.call
f.resume
p pr.call
# nested resume
outer = Fiber.new do
  inner = Fiber.new { Fiber.yield :in1; :in2 }
  a = inner.resume
  Fiber.yield a
  b = inner.resume
  [a, b]
end
p outer.resume, outer.resume
# fiber in each (builtin calling block)
g = Fiber.new { [10, 20, 30].each { |x| Fiber.yield x }; :done }
p 4.times.map { g.resume }
# abandoned fibers collected
10000.times { f = Fiber.new { Fiber.yield 1 }; f.resume }
GC.start
p :ok
# exception inside fiber with ensure
h = Fiber.new { begin; Fiber.yield 1; raise "boom"; ensure; puts "ensure ran"; end }
h.resume
begin; h.resume; rescue => e; p e.message; end
p h.alive?
