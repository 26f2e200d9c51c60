def t(name)
  r = yield
  puts "#{name}: ok #{r.inspect}"
rescue Exception => e
  puts "#{name}: #{e.class}: #{e.message}"
end
f = Fiber.new { 1 }
f.resume
t("dead resume") { f.resume }
t("dead transfer") { f.transfer }
t("dead raise") { f.raise "x" }
t("dead kill") { f.kill; :k }
t("root yield") { Fiber.yield 1 }
t("self resume") { Fiber.new { Fiber.current.resume }.resume }
t("double") { f1 = Fiber.new { f2 = Fiber.new { f1.resume }; f2.resume }; f1.resume }
t("unborn raise") { Fiber.new { }.raise "boom" }
t("yield transferred") { Fiber.new { Fiber.yield 1 }.transfer }
t("resume transferring") { f1 = Fiber.new { f2 = Fiber.new { f1.resume }; f2.transfer }; f1.transfer }
t("transfer to yielding") { f1 = Fiber.new { Fiber.yield 5 }; f1.resume; f1.transfer }
t("transfer to resuming") { f1 = Fiber.new { f2 = Fiber.new { f1.transfer }; f2.resume }; f1.resume }
t("transfer self") { Fiber.current.transfer(3) }
t("root resume") { r = Fiber.current; Fiber.new { r.resume }.resume }
t("kill unborn") { g = Fiber.new { }; g.kill; g.alive? }
t("kill suspended") { g = Fiber.new { begin; Fiber.yield; ensure; puts "ens"; end }; g.resume; [g.kill.equal?(g), g.alive?] }
t("raise suspended") { g = Fiber.new { begin; Fiber.yield; rescue => e; "got #{e.message}"; end }; g.resume; g.raise("zz") }
t("break") { Fiber.new { break 1 }.resume }
t("return") { Fiber.new { return 1 }.resume }
t("throw") { Fiber.new { throw :x }.resume }
t("catch across") { catch(:x) { Fiber.new { throw :x }.resume } }
t("args") { g = Fiber.new { |a, b| c = Fiber.yield(a + b); c }; [g.resume(1, 2), g.resume(7)] }
t("yield multiple") { g = Fiber.new { Fiber.yield 1, 2 }; g.resume }
t("resume multiple") { g = Fiber.new { Fiber.yield; }; g.resume; g.resume(1,2) }
t("resume none") { g = Fiber.new { Fiber.yield }; [g.resume, g.resume] }
t("lambda") { Fiber.new(&->(a){ a }).resume(1) }
t("lambda arity") { Fiber.new(&->(a){ a }).resume }
t("no block") { Fiber.new }
t("inspect") { Fiber.new {}.inspect.sub(/0x\h+/, "XX") }
t("storage") { Fiber[:a] = 1; Fiber.new { Fiber[:a] }.resume }
t("storage2") { Fiber.new(storage: {b: 2}) { [Fiber[:a], Fiber[:b]] }.resume }
t("storage key") { Fiber["x"] }
t("locals") { Thread.current[:q] = 1; Fiber.new { Thread.current[:q] }.resume }
t("blocking") { [Fiber.new {}.blocking?, Fiber.new(blocking: true) {}.blocking?, Fiber.blocking?] }
t("exception") { Fiber.new { raise "in fiber" }.resume }
t("alive") { g = Fiber.new { Fiber.yield }; a = [g.alive?]; g.resume; a << g.alive?; g.resume; a << g.alive? }
t("current") { Fiber.current.class }
t("transfer chain") { r = Fiber.current; a = Fiber.new { |x| r.transfer(x * 2) }; a.transfer(21) }
t("transfer end") { a = Fiber.new { 5 }; a.transfer }
t("kill self") { g = Fiber.new { Fiber.current.kill; 1 }; [g.resume, g.alive?] }
