# time.rb (pure Ruby, from the installed CRuby) on Corundum's native Date._parse/_strptime.
require "time"
t = Time.parse("2024-01-31 12:34:56 UTC")
p t, t.iso8601, t.httpdate, t.rfc2822, t.xmlschema(3)
p Time.iso8601("2024-02-01T10:00:00+09:00")
p Time.strptime("2024-03-04 05:06", "%Y-%m-%d %H:%M").strftime("%F %R")
p Time.parse("Jan 5 2020 10:00 UTC").year
p Time.httpdate("Thu, 06 Oct 2011 02:26:12 GMT")
p Time.rfc2822("Thu, 06 Oct 2011 02:26:12 +0000").utc?
begin
  Time.parse("not a time")
rescue ArgumentError => e
  p e.class, e.message
end
begin
  Time.iso8601("2024-13-01")
rescue ArgumentError => e
  p e.class, e.message
end
