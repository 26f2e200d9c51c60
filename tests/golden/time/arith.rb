t = Time.utc(2000, 1, 1)
p t + 1, t + 1.5, t - 1, t - 0.25, t + (2**40), t + -86400
p (t + 0.1) - t, t - (t - 1), (t + 1) - t, Time.at(1.5) - Time.at(1)
p (t + 0.1).inspect, (t + 1.1).inspect, (t + 0.5).inspect, Time.at(0, 1.5, :nsec).utc.inspect
o = Time.new(2000, 1, 1, 0, 0, 0, "+05:00")
p o + 3600, (o + 3600).utc_offset, o - 60
p t <=> t + 1, t + 1 <=> t, t <=> Time.utc(2000), t <=> 1, t <=> "x", t <=> nil
p t == Time.utc(2000), t == Time.new(2000, 1, 1, 9, 0, 0, "+09:00"), t.eql?(Time.new(2000, 1, 1, 9, 0, 0, "+09:00")), t.eql?(t + 0.0), t.eql?(t + 1e-9)
p t.hash == Time.new(2000, 1, 1, 9, 0, 0, "+09:00").hash, t.hash == (t + 1).hash
p({ t => 1 }[Time.utc(2000)])
p t < t + 1, t.between?(t - 1, t + 1), [t + 3, t, t + 1].sort, [t + 3, t, t + 1].max, t.clamp(t + 1, t + 2)
a = Time.at(1, 123456789, :nsec).utc
p a.round, a.round(1), a.round(3), a.round(8), a.round(9), a.round(20), a.floor, a.floor(4), a.ceil, a.ceil(4), a.ceil(9)
p Time.at(1, 500, :millisecond).utc.round, Time.at(-1, 500, :millisecond).utc.round, Time.at(1, 499999999, :nsec).utc.round
p Time.at(1.5, in: "+01:00").round, Time.utc(2000).ceil(3), (t + 0.5).floor
%w[+ -].each do |op|
  [Time.utc(2000), nil, "1", :x, Object.new].each do |arg|
    begin
      p t.send(op, arg)
    rescue => e
      puts "#{op} #{arg.class}: #{e.class}: #{e.message}"
    end
  end
end
[-1, "1", nil].each do |nd|
  begin
    p t.round(nd)
  rescue => e
    puts "round(#{nd.inspect}): #{e.class}: #{e.message}"
  end
end
[2**64, -2**64, 10**30, 1e300].each do |big|
  begin
    p t + big
  rescue => e
    puts "+ #{big}: #{e.class}"
  end
  begin
    p t - big
  rescue => e
    puts "- #{big}: #{e.class}"
  end
end
begin
  t + Float::NAN
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  t + Float::INFINITY
rescue => e
  puts "#{e.class}: #{e.message}"
end
