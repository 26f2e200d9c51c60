# tr/tr_s/count/delete/squeeze character sets, succ and upto
p "hello".tr("a-y", "b-z")
p "hello".tr("^l", "*")
p "hello".tr("el", "ip")
p "hello".tr("lo", "")
p "aba".tr("aa", "xy")
p "abc".tr("a-ca", "xyzw")
p "hello".tr("a-y", "b")
p "a-b".tr("-", "_")
p "abc".tr("a\\-c", "xyz")
p "hello".tr("el", "é")
p "hello".tr_s("l", "r")
p "aabbcc".tr_s("ab", "xy")
s = +"hello"
p s.tr!("l", "L"), s
p s.tr!("z", "y")
begin
  "abc".tr("c-a", "x")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p "hello world".count("lo")
p "hello world".count("a-z", "^l")
p "hello".count("^l")
p "héllo".count("é-ï")
p "hello".delete("l", "lo")
p "hello".delete("^l")
p "héllo".delete("^é")
p "hello world".squeeze("l")
p "aaabbbccc".squeeze("a-b")
t = +"aaa"
p t.squeeze!, t.squeeze!
begin
  "abc".count
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
%w[az zz a9 Az zZ9 1.9 a-9 - <<koala>> 1999zzz ZZZ9999 *** a].each { |w| p [w, w.succ] }
p "".succ
p "é".succ
u = +"ay"
p u.succ!, u.next!, u
p "a".upto("e").to_a
p "9".upto("11").to_a
p "a8".upto("b1").to_a
p "a".upto("e", true).to_a
p "b".upto("a").to_a
p "08".upto("11").to_a
r = []
"x".upto("z") { |c| r << c.upcase }
p r
