require "date"
d = Date.new(2024, 1, 31)
[[2024, 2, 30], [2023, 2, 29], [2024, 0, 1], [2024, 13, 1], [2024, 1, 32], [2024, 1, -32], [1582, 10, 10]].each do |args|
  begin; p Date.new(*args); rescue => e; p [e.class, e.message]; end
end
[["x", 1, 1], [2024, nil, 1], [2024, 1, :a]].each do |args|
  begin; p Date.new(*args); rescue => e; p [e.class, e.message]; end
end
begin; Date.new(1, 2, 3, 4, 5); rescue => e; p [e.class, e.message]; end
begin; d + nil; rescue => e; p [e.class, e.message]; end
begin; d - "x"; rescue => e; p [e.class, e.message]; end
begin; d < 3; rescue => e; p [e.class, e.message]; end
begin; d < "x"; rescue => e; p [e.class, e.message]; end
begin; Date.ordinal(2023, 366); rescue => e; p [e.class, e.message]; end
begin; Date.commercial(2024, 54, 1); rescue => e; p [e.class, e.message]; end
p d <=> "x", d == "x", d == 2460341, d === 2460341
p Date.valid_date?(2024, "1", 1), Date.valid_date?(2024, 1, 32), Date.valid_ordinal?(2024, 366), Date.valid_commercial?(2020, 53, 7), Date.valid_jd?(5)
p Date.new(2024, 1, 31) >> 1, Date.new(2024, 3, 31) << 1, Date.new(2023, 1, 31) >> 1, Date.new(2024, 2, 29).next_year
p Date.new(2024, 1, 1) - Date.new(2024, 12, 31), Date.new(2024, 1, 1) + Rational(1, 2) - Date.new(2024, 1, 1)
p Date.new(1582, 10, 15) - 1, Date.new(1000, 3, 1).leap?, Date.new(1000, 1, 1).julian?, Date.new(2000, 1, 1).gregorian?
p Date.new(2021, 1, 1).cweek, Date.new(2021, 1, 1).cwyear, Date.new(2020, 12, 31).cweek, Date.new(2026, 12, 31).cweek
p d.strftime("%-d/%-m/%y %e %^a %10A|%-j|%u %w"), d.strftime
p d.step(d + 10, 3).map(&:day), d.upto(d + 2).to_a.size, (d..d + 5).count { |x| x.saturday? || x.sunday? }
p [Date.new(2024, 5, 1), Date.new(2023, 1, 1), Date.new(2024, 1, 1)].sort.map(&:to_s), [d, Date.new(2024, 1, 31)].uniq.size
p({ d => 1 }[Date.new(2024, 1, 31)])
p Date.new(2024, 1, 31).between?(Date.new(2024, 1, 1), Date.new(2024, 12, 31)), [d, d + 1].max
