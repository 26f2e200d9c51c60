# Numeric#step without a block: an Enumerator::ArithmeticSequence for Numeric arguments (with
# positional or keyword forms), a plain Enumerator otherwise, and the sizes of both.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("positional") { 1.step(10, 3) }
t("keywords") { 1.step(by: 3, to: 10) }
t("mixed") { 1.step(10, by: 3) }
t("by only") { 1.step(by: 3) }
t("bare") { 1.step }
t("float") { 1.0.step(2.0, 0.5) }
t("nil step") { 1.step(5, nil) }
t("class") { [1.step(10, 3).class, 1.5.step(by: 2).class, (2**70).step(2**71, 2**69).class] }
t("to_a") { [1.step(10, 3).to_a, 1.step(by: 3, to: 10).to_a, 10.step(1, -3).to_a, 1.step(3, 0.5).to_a] }
t("size") { [1.step(10, 3).size, 1.step(Float::INFINITY, 2).size, 1.step(by: -1, to: -Float::INFINITY).size, 1.step.size, 5.step(1, 2).size] }
t("parts") { s = 1.step(10, 3); [s.begin, s.end, s.step, s.exclude_end?] }
t("first last") { [1.step(nil, 2).first(2), 1.step(10, 3).last, 1.step(10, 3).last(2)] }
t("equal to range form") { 1.step(10, 3) == (1..10).step(3) }
t("next") { e = 1.step(10, by: 4); [e.next, e.next, e.to_a] }
t("big") { (2**64).step(2**64 + 4, 2).to_a }
t("zero") { 1.step(5, 0) }
t("string step") { 1.step(5, "1") }
t("string step size") { 1.step(5, "1").size }
t("float string step size") { 1.1.step(5.1, "foo").size }
t("object step size") { 1.step(5, Object.new).size }
t("string step with block") { 1.step(5, "1") { } }
t("allocate") { Enumerator::ArithmeticSequence.allocate }
