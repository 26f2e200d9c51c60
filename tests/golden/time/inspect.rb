p Time.utc(2000), Time.utc(2000).to_s, Time.new(2000, 1, 1, 0, 0, 0, "+09:00").to_s
p Time.at(1.25).utc, Time.at(1, 100, :nsec).utc, Time.at(1, 1, :usec).utc, Time.at(1, 1, :usec).utc.to_s
p Time.at(0.1).utc, Time.at(1.1).utc, Time.at(0, 1.5, :nsec).utc, Time.at(-0.5).utc
p Time.new(2000, 1, 1, 0, 0, 0, 3723), Time.new(2000, 1, 1, 0, 0, 0, 3723).to_s, Time.new(2000, 1, 1, 0, 0, 0, -3723)
p Time.utc(-1, 1, 1), Time.utc(5), Time.utc(12345), Time.at(0, in: "+00:00"), Time.at(0, in: "-00:00")
p Time.utc(2000).inspect.encoding, Time.utc(2000).to_s.encoding, Time.utc(2000).zone.encoding
t = Time.at(1709622489, 123456789, :nsec)
p t.utc.xmlschema, t.xmlschema(3), t.getlocal("+09:00").iso8601(12), Time.utc(-5).xmlschema, Time.utc(12345).xmlschema(1)
p Time.new(2000, 1, 1, 0, 0, 0, 3723).xmlschema, t.xmlschema(-1), t.asctime, t.ctime, t.getlocal("-03:00").ctime
p Time.utc(2000, 1, 5, 6, 7, 8).asctime, Time.utc(2000).xmlschema.encoding
puts "#{Time.utc(2000, 2, 3)}"
