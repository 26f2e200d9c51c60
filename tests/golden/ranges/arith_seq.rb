# Enumerator::ArithmeticSequence as Range#step and Range#% return it for numeric ranges.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

s = (1..10).step(3)
t("class") { s.class }
t("ancestors") { Enumerator::ArithmeticSequence.ancestors.take(3) }
t("inspect") { s }
t("percent") { (1..10) % 3 }
t("no step") { (1..10).step }
t("endless float") { (1.0..).step(2) }
t("beginless") { (..10).step(2) }
t("parts") { [s.begin, s.end, s.step, s.exclude_end?] }
t("excl parts") { (1...10).step(3).exclude_end? }
t("to_a") { s.to_a }
t("excl to_a") { (1...10).step(3).to_a }
t("percent to_a") { ((1..10) % 4).to_a }
t("size") { [s.size, (1...10).step(3).size, (1..10).step(-3).size, (10..1).step(-3).size] }
t("float size") { [(1.0...55.6).step(18.2).size, (-1..1.0).step(0.5).size, (1.0..6.4).step(1.8).size] }
t("endless size") { (1..).step(2).size }
t("backward") { (10..1).step(-3).to_a }
t("floats") { (1.0..2.0).step(0.5).to_a }
t("float end") { (1...10.0).step(3).to_a }
t("rational") { [(1..2).step(1r).to_a, (1..2).step(1r).size] }
t("first") { [s.first, s.first(2), s.first(0), (10..1).step(3).first] }
t("endless first") { [(1..).step(2).first(3), (1..).step(2.5).first(3), (1.0..).step(2).first(2)] }
t("last") { [s.last, s.last(2), (1...10).step(3).last, (1...10).step(3).last(5), (10..1).step(3).last] }
t("float last") { [(1..2).step(0.5).last, (0.0..1.0).step(0.25).last(2)] }
t("each returns self") { s.each { } .equal?(s) }
t("each without block") { s.each.equal?(s) }
t("enumerable") { [s.map { |x| x * 2 }, s.select(&:even?), s.include?(4), s.take(2)] }
t("next") { e = (1..10).step(4); [e.next, e.next, e.next] }
t("lazy") { (1..).step(5).lazy.map { |x| x * 2 }.first(3) }
t("with_index") { s.with_index.to_a }
t("==") { [s == (1..10).step(3), s == (1..10).step(3.0), s == (1...10).step(3), s == (1..10).step(2)] }
t("=== and eql?") { [s === (1..10).step(3), s === 4, s.eql?((1..10).step(3))] }
t("hash") { s.hash == (1..10).step(3).hash }
t("big") { (1..2**70).step(2**69).to_a }
t("past fixnum") { (2**62..).step(2**62).first(3) }
t("last endless") { (1..).step(2).last }
t("first negative") { s.first(-1) }
t("last negative") { s.last(-1) }
t("beginless size") { (..10).step(2).size }
t("new") { Enumerator::ArithmeticSequence.new }
