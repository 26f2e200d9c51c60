begin; Fiber.current.raise(RuntimeError, "Expected error"); rescue => e; p e; end
f2 = nil
f1 = Fiber.new { f2.raise(RuntimeError, "E2") }
f2 = Fiber.new { f1.resume }
begin; f2.resume; rescue => e; p e; end
root_fiber = Fiber.current
g1 = Fiber.new { root_fiber.transfer }
g2 = Fiber.new { g1.resume }
g2.transfer
begin; g2.raise(RuntimeError, "E3"); rescue => e; p e; end
begin
  raise "first"
rescue
  f = Fiber.new { Fiber.yield }
  f.resume
  begin; f.raise(ArgumentError, "second"); rescue => e; p e, e.cause; end
end
x = Fiber.new { Fiber.yield }
x.resume
begin; x.raise("m", cause: nil); rescue => e; p e, e.cause; end
