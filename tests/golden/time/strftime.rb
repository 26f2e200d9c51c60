t = Time.at(1709622489, 123456789, :nsec).utc
l = Time.new(2024, 3, 5, 17, 8, 9, "+09:30")
n = Time.new(1999, 12, 31, 23, 59, 59, "-08:00")
formats = %w[%Y %C %y %m %B %b %h %d %e %j %H %k %I %l %P %p %M %S %L %N %3N %6N %9N %12N %1N %0N
  %z %:z %::z %:::z %Z %A %a %u %w %G %g %V %U %W %s %n %t %% %c %D %F %T %R %r %x %X %v %+
  %-d %_m %05d %^B %#B %^a %#p %#P %^p %10A %-10A %010A %_10d %-e %3S %10z %-z %_z %_10z
  %-10z %010z %10:z %-_10z %-010:z %-_10:z %-_10::z %^Z %#Z %10Z %-y %_y %3y %Q %5Q %-% %E
  %Ey %Oy %EY %Od %Ez %:y %::a %10N %-N %_N %010s %-s %_5j %^c %10c %#c %^x %10D %-l %-k
  %-I %0e %^h %#b %10p %#A %-L %_L %5L %:::Z %^-10B %-^10B %_^10B %0^10B %3C %010Y %-Y %_Y
  %^_5h %0^5h %04m %0-^5h %_-^5h %^ha %_010h %0_10h %0_-10h %0-_10h %5% %^10% %::z]
formats.each { |f| puts "#{f} #{t.strftime(f).inspect} #{l.strftime(f).inspect} #{n.strftime(f).inspect}" }
puts t.strftime("%Y-%m-%dT%H:%M:%S.%L%z and text %% with 100%% literal")
puts t.strftime(""), t.strftime("plain"), t.strftime("%E").inspect, t.strftime("%:").inspect
u = Time.utc(-1, 1, 1)
puts u.strftime("%Y|%C|%y|%G|%g|%_Y|%-Y|%6Y|%010Y|%s|%_C|%-C")
v = Time.utc(5, 1, 1)
puts v.strftime("%Y|%C|%y|%G|%_Y|%-Y|%6Y")
w = Time.utc(12345, 1, 1)
puts w.strftime("%Y|%C|%y|%3Y")
m = Time.at(-1, in: "-01:30")
puts m.strftime("%s %z %:z %::z %_z %-z %Z|")
puts Time.at(0, in: "+00:00").strftime("%Z|%z|%-z")
o = Time.new(2000, 1, 1, 0, 0, 0, 3723)
puts o.strftime("%z %:z %::z %:::z"), Time.new(2000, 1, 1, 0, 0, 0, -3723).strftime("%z %:z %::z %:::z")
puts Time.new(2000, 1, 1, 0, 0, 0, -3600).strftime("%:::z"), Time.new(2000, 1, 1, 0, 0, 0, 5400).strftime("%:::z")
[[2005, 1, 1], [2005, 1, 2], [2005, 1, 3], [2008, 12, 29], [2010, 1, 3], [2009, 12, 31], [2021, 1, 1], [2020, 12, 31], [2024, 12, 30]].each do |a|
  puts Time.utc(*a).strftime("%F %G %g %V %U %W %u %w %j %a")
end
(0..23).step(5) { |h| puts Time.utc(2000, 1, 1, h).strftime("%H %k %I %l %p %P") }
puts Time.utc(2000, 1, 1, 12).strftime("%I %l %p"), Time.utc(2000, 1, 1, 0).strftime("%I %l %p")
["%", "abc%", "%10", "%-", "%:%", "%E%", "%^", 1, nil].each do |f|
  begin
    p t.strftime(f)
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
p t.strftime("%Y").encoding, t.strftime("%d. März").encoding, t.strftime("%d. März")
