# Rational comparison, hashing, predicates and rounding (floor/ceil/truncate/round with digits
# and half:).
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

a = Rational(1, 3)
t("<=> 0.3") { a <=> 0.3 }
t("<=> 1/3r") { a <=> Rational(2, 6) }
t("<=> 1") { a <=> 1 }
t("<=> nan") { a <=> Float::NAN }
t("<=> str") { a <=> "a" }
t("< str") { a < "a" }
t("== 1/3") { a == Rational(1, 3) }
t("== float") { Rational(1, 2) == 0.5 }
t("== int") { Rational(2, 1) == 2 }
t("== nan") { a == Float::NAN }
t("== str") { a == "1/3" }
t("eql? same") { a.eql?(Rational(1, 3)) }
t("eql? int") { Rational(1).eql?(1) }
t("equal? hash") { a.hash == Rational(2, 6).hash }
t("hash differs") { a.hash == Rational(1, 4).hash }
h = { Rational(1, 2) => :half, 1 => :one }
t("hash key") { h[Rational(2, 4)] }
t("int key") { h[Rational(1)] }
t("sort") { [Rational(1, 2), 0.25, 1, Rational(-1, 3), 2**70].sort }
t("max") { [Rational(1, 2), 3, 0.75].max }
t("between?") { a.between?(0, 1) }
t("clamp") { Rational(5, 2).clamp(0, 2) }
t("zero?") { [Rational(0), a].map(&:zero?) }
t("positive?") { [a, -a, Rational(0)].map(&:positive?) }
t("negative?") { [a, -a, Rational(0)].map(&:negative?) }
t("nonzero?") { [Rational(0).nonzero?, a.nonzero?] }
t("integer?") { a.integer? }
t("finite?") { [a.finite?, a.infinite?] }
t("real?") { a.real? }

puts "-- rounding"
vals = [Rational(7, 3), Rational(-7, 3), Rational(5, 2), Rational(-5, 2), Rational(3, 2), Rational(22, 7), Rational(-1, 2), Rational(4)]
vals.each do |v|
  puts "#{v.inspect}: floor=#{v.floor} ceil=#{v.ceil} truncate=#{v.truncate} round=#{v.round} " \
       "even=#{v.round(half: :even)} down=#{v.round(half: :down)} up=#{v.round(half: :up)} nil=#{v.round(half: nil)} to_i=#{v.to_i}"
end
x = Rational(22, 7)
[2, 1, 0, -1, -2].each do |d|
  puts "#{d}: floor=#{x.floor(d).inspect} ceil=#{x.ceil(d).inspect} truncate=#{(-x).truncate(d).inspect} round=#{x.round(d).inspect}"
end
t("round 1 even") { Rational(25, 100).round(1, half: :even) }
t("round 1 down") { Rational(25, 100).round(1, half: :down) }
t("round 1 up neg") { Rational(-25, 100).round(1, half: :up) }
t("round 2 string half") { Rational(125, 1000).round(2, half: "even") }
t("round -1") { Rational(1, 3).floor(-1) }
t("round big digits") { Rational(1, 3).round(30) }
t("round huge digits") { Rational(1, 3).round(2**70) }
t("round huge neg digits") { Rational(1, 3).round(-2**70) }
t("round bad mode") { Rational(5, 2).round(half: :foo) }
t("round bad mode type") { Rational(5, 2).round(1, half: 3) }
t("floor float digits") { x.floor(1.5) }
t("round nil") { x.round(nil) }
t("round too many") { x.round(1, 2) }
t("round big") { Rational(2**70 + 1, 2).round }
t("format f") { format("%f", Rational(1, 3)) }
t("format .20f") { format("%.20f", Rational(1, 3)) }
t("format neg") { format("%f", Rational(-1, 3)) }
t("format .0f") { format("%.0f", Rational(5, 2)) }
t("format width") { format("%10.3f|%-10.2f|%+.1f|%08.2f", Rational(1, 3), Rational(2, 3), Rational(1, 4), Rational(-7, 2)) }
t("format e") { format("%e", Rational(1, 3)) }
t("format d") { format("%d", Rational(-7, 2)) }
t("format s") { format("%s", Rational(7, 3)) }
