require "date"
d = Date.new(2024, 1, 31)
p d
puts d
p Date.new(2024,1,1,Date::GREGORIAN)
p d + Rational(1,3)
p d.strftime("%z %Z %s %c %x %F %j %U %W %G-%V %a %A %b %B")
p Date.new(1000,1,1).jd
p (d - Date.new(2024,1,1))
p Date.new(1582,10,4)+1
p Date.new(2024,-1,-1), Date.new(2024,2,-1), Date.new
p [d.year, d.mon, d.month, d.day, d.mday, d.wday, d.yday, d.jd, d.mjd, d.cwday, d.cweek, d.cwyear, d.leap?]
p d >> 1, d << 1, d.next_month, d.prev_month(2), d.next_year, d.prev_year, d.next_day, d.prev_day(3), d.next, d.succ
p d <=> Date.new(2024,2,1), d == Date.new(2024,1,31), d.eql?(Date.new(2024,1,31)), d.hash == Date.new(2024,1,31).hash, d === Date.new(2024,1,31)
p (d..(d+3)).map(&:to_s)
d.step(d+6, 2) { |x| p x }
d.upto(d+2) { |x| puts x }
d.downto(d-2) { |x| puts x }
p d.to_time
p Time.local(2024,5,6,7,8,9).to_date
p d.saturday?, d.wednesday?
begin; Date.new(2024,2,30); rescue => e; p e.class, e.message; end
begin; Date.new(2024,13,1); rescue => e; p e.class, e.message; end
begin; Date.new(2024,"1",1); rescue => e; p e.class, e.message; end
begin; d + "x"; rescue => e; p e.class, e.message; end
p Date.valid_date?(2024,2,29), Date.valid_date?(2023,2,29), Date.valid_civil?(2024,1,1), Date.leap?(2000), Date.gregorian_leap?(1900)
p Date.jd(2460341), Date.ordinal(2024, 60), Date.commercial(2024, 1, 1)
p d.iso8601, d.xmlschema, d.rfc3339, d.httpdate, d.rfc2822, d.jisx0301, d.asctime
p Date::Error.superclass, Date::ITALY, Date::MONTHNAMES[1], Date::ABBR_DAYNAMES
p Date.new(-1,1,1), Date.new(12345,6,7).to_s
p d.step(d+2).to_a.size
p Date.today.class
class MyDate < Date; end
p MyDate.new(2024,1,1) + 1
p d.to_date.equal?(d)
p Date.new(2024,1,31) - 1.5
