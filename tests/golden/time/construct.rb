# Time.utc/gm/new/at argument forms (zones only through utc, offsets and in:, never the
# machine's local zone).
p Time.utc(2000)
p Time.gm(2000, 1, 2, 3, 4, 5)
p Time.utc(2000, "feb", 3), Time.utc(2000, "DEC"), Time.utc(2000, "12"), Time.utc("2001", "08", "09")
p Time.utc(2000, 2, 30), Time.utc(2001, 2, 29), Time.utc(2000, 4, 31), Time.utc(2000, 1, 1, 24)
p Time.utc(2000, 1, 1, 0, 0, 60), Time.utc(2000, nil, nil, nil)
p Time.utc(2000, 1, 1, 0, 0, 1.5), Time.utc(2000, 1, 1, 0, 0, 0, 1.5), Time.utc(2000, 1, 1, 0, 0, 0, 250)
p Time.utc(2000, 1, 1, 0, 0, 7.75, 2)
p Time.utc(1, 2, 3, 4, 5, 2000, 0, 0, false, nil)
p Time.utc(2000.9, 1.5, 2.9)
p Time.utc(-1, 12, 31), Time.utc(0), Time.utc(12345, 6, 7), Time.utc(1600, 2, 29)
p Time.new(2000, 1, 1, 0, 0, 0, "+09:00"), Time.new(2000, 1, 1, 0, 0, 0, "-03:30")
p Time.new(2000, 1, 1, 0, 0, 0, "Z"), Time.new(2000, 1, 1, 0, 0, 0, "UTC"), Time.new(2000, 1, 1, 0, 0, 0, "-00:00")
p Time.new(2000, 1, 1, 0, 0, 0, "A"), Time.new(2000, 1, 1, 0, 0, 0, "M"), Time.new(2000, 1, 1, 0, 0, 0, "N"), Time.new(2000, 1, 1, 0, 0, 0, "Y")
p Time.new(2000, 1, 1, 0, 0, 0, 3600), Time.new(2000, 1, 1, 0, 0, 0, -3723), Time.new(2000, 1, 1, 0, 0, 0, "+0530")
p Time.new(2000, 1, 1, 0, 0, 0, "+05"), Time.new(2000, 1, 1, 0, 0, 0, "+01:02:03"), Time.new(2000, 1, 1, 0, 0, 0, "+010203")
p Time.new(2000, 1, 1, in: "+09:00"), Time.new(2000, 6, in: "Z"), Time.new(2000, 1, 1, 12, in: -7200)
p Time.new("2024-01-02 03:04:05 +09:00"), Time.new("2024-01-02T03:04:05Z"), Time.new("2024-01-02 03:04:05 UTC")
p Time.new("2024-01-02 03:04:05.123 +09:00"), Time.new("2024-01-02 03:04:05.1234567891 Z")
p Time.new("2024-01-02 03:04:05.123456 Z", precision: 3), Time.new("2024-01-02 03:04:05", in: "-05:00")
p Time.new("2024-01-02 24:00:00 +01:00")
p Time.new("-2024-01-02 03:04:05 Z"), Time.new("12345-01-02 03:04:05 Z")
p Time.at(0).utc, Time.at(1.5).utc, Time.at(-1.5).utc, Time.at(1, 500, :millisecond).utc
p Time.at(1, 5).utc.nsec, Time.at(1, 5, :usec).utc.nsec, Time.at(1, 5, :microsecond).utc.nsec
p Time.at(1, 5, :nsec).utc.nsec, Time.at(1, 5, :nanosecond).utc.nsec, Time.at(1, 1.5, :nsec).utc
p Time.at(0, in: "+09:00"), Time.at(0, in: "Z"), Time.at(0, in: "UTC"), Time.at(0, in: 3600), Time.at(0, in: "-00:00")
p Time.at(Time.utc(2000)), Time.at(Time.new(2000, 1, 1, 0, 0, 0, "+03:00")), Time.at(Time.utc(2000), in: "+01:00")
p Time.at(2**40).utc, Time.at(-2**40).utc, Time.at(2**70).utc, Time.utc(10**20, 2, 3).year, Time.new(-10**20, 2, 3, 0, 0, 0, "+01:00")
p Time.now.class, Time.new.class, Time.now(in: "+09:00").utc_offset, Time.new(in: "-02:00").utc_offset
c = Class.new(Time)
p c.utc(2000).class == c, c.at(0).class == c, (c.at(0) + 1).class == c
