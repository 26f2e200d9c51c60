# Range#size (3.4+ rules), reverse_each and its size, to_a/to_set of open ranges, Symbol
# ranges, the succ walk.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("size") { [(1..10).size, (1...10).size, (1..3.3).size, (1..).size, (1..Float::INFINITY).size, (1..2**64).size, (1..3r).size, (1...3r).size] }
t("size string") { [("a".."z").size, ("a"..).size] }
t("size float") { (1.0..16.0).size }
t("size beginless") { (..1).size }
t("size nil nil") { (..nil).size }
t("size time") { (Time.at(0)..).size }
t("size array") { ([]..).size }
t("count") { [(1..3).count, (1..3.5).count, (..3).count, ("a".."c").count, (1..10).count(&:even?), (1..10).count(3)] }

t("reverse_each") { [(1..4).reverse_each.to_a, (1...4).reverse_each.to_a, (1..3.5).reverse_each.to_a] }
t("reverse_each big") { (2**64..2**64 + 2).reverse_each.to_a }
t("reverse_each beginless") { (..2**70).reverse_each.first(2) }
t("reverse_each strings") { [("A".."D").reverse_each.to_a, (:A..:D).reverse_each.to_a] }
t("reverse_each endless") { (1..).reverse_each { } }
t("reverse_each beginless float") { (..1.5).reverse_each { } }
t("reverse_each beginless string") { (.."a").reverse_each { } }
t("reverse_each time") { (Time.at(0)..Time.at(1)).reverse_each { } }
t("reverse_each size") { [(1..3).reverse_each.size, (1...3.3).reverse_each.size, (..3).reverse_each.size, ("a".."z").reverse_each.size] }
t("reverse_each size float") { (1.1..3).reverse_each.size }
t("reverse_each size endless") { (1.1..nil).reverse_each.size }
t("reverse_each size nil float") { (nil..3.3).reverse_each.size }

t("symbols") { [(:A..:z).to_a.size, (:aa..:ac).to_a, (:aa...:ac).each.to_a] }
t("symbol endless") { (:a..).first(3) }
t("non-ascii") { ("Σ".."Ω").to_a }
t("to_a endless") { (1..).to_a }
t("to_a nil nil") { (nil..nil).to_a }
t("to_a beginless") { (..1).to_a }
t("to_set") { [(1..3).to_set, (1..3).to_set { |x| x * 2 }] }
t("to_set endless") { (1..).to_set }
t("to_set endless string") { ("a"..).to_set }
t("to_set beginless") { (..1).to_set }

W = Struct.new(:n) do
  include Comparable
  def <=>(o) = n <=> o.n
  def succ
    raise "succ past the end" if n >= 3
    W.new(n + 1)
  end
end
t("succ walk") { (W.new(1)..W.new(3)).map(&:n) }
t("succ walk excl") { (W.new(1)...W.new(3)).map(&:n) }
t("first n") { [(W.new(1)..W.new(3)).first(2).map(&:n), (1..).first(3), (1..3).first(0)] }
t("first negative") { (1..3).first(-1) }
t("first beginless") { (..3).first(1) }
t("last n") { [(1..10).last(3), (1...10).last(3), (2**64..2**64 + 3).last(2), ("a".."e").last(2)] }
t("last endless") { (1..).last(2) }
