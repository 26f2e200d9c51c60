# Range#min/max/minmax with counts, blocks and open ends (4.0 semantics).
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("min n") { [(1..10).min(2), (1...10).min(2), (0...2**64).min(2), ("f".."l").min(2), (1..).min(2)] }
t("min n empty") { [(100..10).min(2), (5...5).min(2), (5..5).min(2), (1..3).min(10)] }
t("min n float") { (1.0..).min(2) }
t("min n array") { (["a"]..["f"]).min(2) }
t("min n negative") { (0..2).min(-1) }
t("min n beginless") { (..1).min(2) }
t("min block") { [(1..5).min { |a, b| b <=> a }, (100..10).min { |a, b| a <=> b }, (1..10).min(2) { |a, b| b <=> a }] }
t("min block endless") { (1..).min { |a, b| a <=> b } }
t("min plain") { [(1..).min, (1.0...).min, (3...3).min, (Time.at(0)...Time.at(1)).min == Time.at(0)] }

t("max n") { [(1..10).max(2), (1...10).max(2), ("f".."l").max(2), ("a"..."f").max(2), (0...2**64).max(2)] }
t("max n open") { [(..1).max(2), (...1).max(2), (1..3.5).max(2), (1..2**65).max(2)] }
t("max n empty") { [(100..10).max(2), (5...5).max(2), (5..5).max(2), (1..3).max(10)] }
t("max n float") { (303.2..908.1).max(2) }
t("max n float beginless") { (..1.0).max(2) }
t("max n string beginless") { (.."f").max(2) }
t("max n time") { (Time.at(0)..Time.at(1)).max(2) }
t("max n negative") { (0..2).max(-1) }
t("max n endless") { (1..).max(2) }
t("max plain") { [(...1).max, (..1.0).max, (1...4).max, (1...2**64).max] }
t("max excl float") { (...1.0).max }
t("max excl time") { (Time.at(0)...Time.at(1)).max }
t("max block beginless") { (..1).max { |a, b| a <=> b } }
t("max block") { [(1..5).max { |a, b| b <=> a }, (10...20).max(2) { |x, y| -x <=> -y }] }

t("minmax") { [(1..3).minmax, (1...3).minmax, ("a".."c").minmax, (1..Float::INFINITY).minmax, (1...2**64).minmax] }
t("minmax block") { (1..5).minmax { |a, b| b <=> a } }
t("minmax endless") { (1...).minmax }
t("minmax beginless") { (..1).minmax }
t("minmax excl float") { (0...Float::INFINITY).minmax }
calls = 0
S = Struct.new(:n) do
  include Comparable
  def <=>(o) = n <=> o.n
  define_method(:succ) { calls += 1; S.new(n + 1) }
end
t("minmax one pass") { r = (S.new(1)..S.new(4)).minmax { |a, b| b <=> a }; [r.map(&:n), calls] }
