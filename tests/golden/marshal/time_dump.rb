# Time through Marshal: the _dump format byte for byte (UTC, offsets, nanoseconds, extended years, ivars), round trips, _load errors.
def h(t) = Marshal.dump(t).unpack1("H*")
p h(Time.at(0).utc)
p h(Time.at(1.5, in: "+09:00"))
p h(Time.at(1700000000, 123456789, :nsec, in: "-03:30"))
p h(Time.at(1700000000, 123456700, :nsec).utc)
p h(Time.at(1700000000, 123456000, :nsec).utc)
p h(Time.at(Rational(1, 3)).utc)
p h(Time.utc(1850, 1, 1))
p h(Time.at(0, in: "+00:00:30"))
t = Time.at(1700000000, in: "+09:00"); t.instance_variable_set(:@a, 1); p h(t)
[Time.at(0).utc, Time.at(1.5, in: "+09:00"), Time.at(1700000000, 123456789, :nsec, in: "-03:30"), Time.at(Rational(1, 3)).utc, Time.utc(1850, 1, 1), Time.utc(70000, 1, 1)].each do |x|
  y = Marshal.load(Marshal.dump(x))
  p [y, y.utc?, y.utc_offset, y.nsec, y == x, y.zone]
end
[["abc"], ["\xFF" * 8], ["\x00\x00\x00\xC0\x00\x00\x00\x00"]].each do |(s)|
  p Time.send(:_load, s)
rescue => e
  p [e.class, e.message]
end
p Time.send(:_load, ["2080110000000000"].pack("H*")).to_i
