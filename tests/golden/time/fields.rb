t = Time.new(2024, 3, 5, 17, 8, 9, "+09:30")
p [t.year, t.month, t.mon, t.day, t.mday, t.hour, t.min, t.sec, t.usec, t.tv_usec, t.nsec, t.tv_nsec]
p [t.wday, t.yday, t.zone, t.utc_offset, t.gmt_offset, t.gmtoff, t.utc?, t.gmt?, t.dst?, t.isdst]
p [t.sunday?, t.monday?, t.tuesday?, t.wednesday?, t.thursday?, t.friday?, t.saturday?]
p t.to_a, t.to_i, t.tv_sec, t.to_f
u = Time.at(1709622489, 123456789, :nsec).utc
p [u.usec, u.nsec, u.zone, u.utc?, u.to_a, u.to_f]
p Time.utc(2024, 12, 31).yday, Time.utc(2023, 12, 31).yday, Time.utc(1970, 1, 1).wday, Time.utc(-1, 1, 1).wday
p Time.at(-1).utc.to_a, Time.at(-0.5).utc.usec, Time.at(-0.5).utc.to_i
p t.deconstruct_keys([:year, :month, :zone, :wday, :nope]), u.deconstruct_keys([:day, :hour, :min, :sec, :dst, :yday])
p Time.utc(2000).deconstruct_keys(nil)
# Zone changes: utc/localtime change the receiver, getutc/getlocal make a copy.
x = Time.new(2000, 1, 1, 12, 0, 0, "+09:00")
y = x.getutc
p x, y, x.equal?(y), x == y
p x.getlocal("-05:00"), x.getgm, x
p x.localtime("+01:00"), x, x.utc, x, x.utc?, x.gmtime.equal?(x)
z = Time.utc(2000).freeze
p z.utc
begin
  z.localtime("+01:00")
rescue => e
  p e.class
end
d = Time.utc(2000)
e = d.dup
d.localtime("+02:00")
p d, e, e.utc?
