# Time#to_r and #subsec: the exact instant and its fraction as Rationals (0 when whole).
t = Time.at(1700000000, 123456789, :nsec)
p t.to_r, t.subsec, Time.at(5).subsec, Time.at(5).to_r, Time.at(1.5).subsec, Time.at(Rational(7, 3)).to_r
p Time.at(Rational(1, 3)).utc.inspect, (t + Rational(1, 2)).subsec, Time.utc(2024, 1, 1, 0, 0, Rational(3, 2)).subsec
p Time.utc(2000).deconstruct_keys([:subsec]), t.deconstruct_keys([:subsec])
