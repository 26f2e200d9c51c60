# Range#step with 3.4+ semantics: Numeric steps (also negative), String and Symbol ranges,
# ranges of any objects that answer + and <=>, and the errors.
def t(label)
  out = []
  r = yield out
  puts "#{label}: #{out.inspect} -> #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("ints") { |o| (1..10).step(4) { |x| o << x } }
t("ints excl") { |o| (1...9).step(4) { |x| o << x } }
t("negative forward") { |o| (1..3).step(-1) { |x| o << x } }
t("negative backward") { |o| (3..1).step(-1) { |x| o << x } }
t("negative backward excl") { |o| (3...1).step(-1) { |x| o << x } }
t("float negative") { |o| (3.0..1).step(-0.5) { |x| o << x } }
t("near limit") { |o| (1.0...55.6).step(18.2) { |x| o << x } }
t("rational") { |o| (1..3).step(2r) { |x| o << x } }
t("endless") { |o| (1..).step(3) { |x| o << x; break :stop if o.size == 3 } }
t("endless float") { |o| (1.0..).step(0.5) { |x| o << x; break :stop if o.size == 3 } }
t("string by string") { |o| ("A".."AAA").step("A") { |x| o << x } }
t("string by integer") { |o| ("a".."e").step(2) { |x| o << x } }
t("string excl by integer") { |o| ("a"..."e").step(2) { |x| o << x } }
t("string negative") { |o| ("a".."c").step(-1) { |x| o << x } }
t("symbols") { |o| (:a..:e).step(2) { |x| o << x } }
t("endless string") { |o| ("a"..).step("a") { |x| o << x; break :stop if o.size == 3 } }
t("string enum") { ("a".."e").step(2) }
t("string enum to_a") { ("a".."e").step(2).to_a }
t("string enum size") { ("a".."e").step(2).size }
t("string by string enum") { ("a".."z").step("a").take(3) }

Vec = Struct.new(:n) do
  include Comparable
  def +(o) = Vec.new(n + o.n)
  def <=>(o) = n <=> o.n
  def inspect = "V#{n}"
end
t("plus objects") { |o| (Vec.new(1)..Vec.new(7)).step(Vec.new(3)) { |x| o << x } }
t("plus objects excl") { |o| (Vec.new(1)...Vec.new(7)).step(Vec.new(3)) { |x| o << x } }
t("plus objects backward") { |o| (Vec.new(7)..Vec.new(1)).step(Vec.new(-3)) { |x| o << x } }
t("plus objects wrong way") { |o| (Vec.new(7)..Vec.new(1)).step(Vec.new(3)) { |x| o << x } }
t("plus objects equal") { |o| (Vec.new(1)..Vec.new(1)).step(Vec.new(3)) { |x| o << x } }
t("plus objects enum") { (Vec.new(1)..Vec.new(7)).step(Vec.new(3)).to_a }
t("time") { |o| (Time.at(0)..Time.at(3)).step(2) { |x| o << x.to_i } }
t("time zero step") { |o| (Time.at(0)..Time.at(3)).step(0) { |x| o << x } }

C = Struct.new(:v) do
  def coerce(other) = [other, v]
end
t("coerce") { |o| (1..3).step(C.new(2)) { |x| o << x } }
t("no coerce") { |o| (1..2).step(Object.new) { } }
t("no coerce enum") { (1..2).step(Object.new).class }
t("zero") { (1..3).step(0) { } }
t("zero float") { (1.0..3).step(0.0) }
t("zero rational") { (1..3).step(0r) }
t("string zero") { |o| ("a".."c").step(0) { |x| o << x } }
t("symbol zero") { |o| (:a..:c).step(0) { |x| o << x } }
t("string negative 2") { |o| ("a".."e").step(-2) { |x| o << x } }
t("string float") { ("a".."c").step(1.5) { } }
t("string array") { ("A".."G").step([]) { } }
t("beginless iteration") { (..10).step(1) { break } }
t("beginless non-numeric") { (..10).step("a") }
t("nil nil") { Range.new(nil, nil).step(1) }
t("step required") { (Time.at(0)..Time.at(3)).step }
t("arity") { (1..3).step(1, 2) }
