require "date"
["2024-01-31", "Jan 31 2024", "31 Jan 2024", "2024/01/31", "20240131", "Wed, 31 Jan 2024", "January 31, 2024", "2024-01-31T12:34:56Z", "2024-01-31 12:00:00 +09:00", "garbage", "", "12:30", "Jan 2024", "31 Jan", "Sat Aug 28 02:55:50 2021"].each { |s| p Date._parse(s) }
["2024-01-31", "Jan 31 2024", "31 Jan 2024", "2024/01/31", "20240131", "Wed, 31 Jan 2024", "January 31, 2024", "2024-01-31T12:34:56Z", "Jan 2024", "1999-12-31", "2024-02-29"].each { |s| p Date.parse(s) }
["garbage", "", "2023-02-29", "2024-13-01"].each do |s|
  begin; p Date.parse(s); rescue => e; p e.class, e.message; end
end
begin; Date.strptime("x", "%Y"); rescue => e; p e.class, e.message; end
begin; Date.iso8601("x"); rescue => e; p e.class, e.message; end
begin; Date.parse(1); rescue => e; p e.class, e.message; end
p Date.iso8601("2024-01-31"), Date.iso8601("20240131"), Date.iso8601("2024-060")
p Date._iso8601("2024-01-31"), Date._iso8601("nope")
p Date._strptime("2024-01-31"), Date._strptime("31/Jan/24 Wed", "%d/%b/%y %a"), Date._strptime("x", "%Y")
p Date._strptime("2024-01-31xyz")
p Date.strptime("2024-01-31"), Date.strptime("31/01/2024", "%d/%m/%Y"), Date.strptime("2024 060", "%Y %j")
p Date.strptime("Jan 5 99", "%b %e %y"), Date.strptime("Wednesday January 31 2024", "%A %B %d %Y"), Date.strptime("05", "%y")
p Date.strptime("2024-03", "%Y-%m")
p Date.parse("31 Jan").year == Date.today.year
