# transfer between fibers, and where control goes when a transferred fiber ends
states = []
fiber = Fiber.new { states << :fiber; Fiber.current.alive? }
fiber2 = Fiber.new { states << :fiber2; fiber.transfer; states << :never }
fiber3 = Fiber.new { states << :fiber3; r = fiber2.transfer; states << [:fiber3_back, r] }
fiber3.resume
p states
f1 = Fiber.new { true }
f2 = Fiber.new { x = f1.transfer; Fiber.yield [10, x]; Fiber.yield 20; :end }
p f2.resume, f2.resume, f2.resume
root = Fiber.current
ping = Fiber.new { |n| loop { n = root.transfer(n + 1) } }
v = 0
3.times { v = ping.transfer(v) }
p v
p [ping.alive?, fiber.alive?]
