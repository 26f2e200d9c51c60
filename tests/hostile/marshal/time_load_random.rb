# Time._load and Marshal.load of Time data on random bytes: an exception or a Time, never a crash.
srand(7)
base = Marshal.dump(Time.at(1700000000, 123456789, :nsec, in: "+09:00"))
3000.times do |i|
  s = (0...(8 + rand(10))).map { rand(256).chr }.join.b
  begin
    Time.send(:_load, s)
  rescue StandardError
  end
  d = base.dup
  rand(1..4).times { d.setbyte(rand(d.bytesize), rand(256)) }
  begin
    Marshal.load(d)
  rescue StandardError
  end
  begin
    Marshal.load(base[0, rand(base.bytesize)])
  rescue StandardError
  end
end
puts "ok"
