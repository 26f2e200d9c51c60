# every mutating String method raises FrozenError on a frozen string
s = "abc".freeze
[
  -> { s << "d" }, -> { s.concat("d") }, -> { s.upcase! }, -> { s.downcase! }, -> { s.capitalize! },
  -> { s.swapcase! }, -> { s.replace("x") }, -> { s.clear }, -> { s[0] = "x" }, -> { s.insert(0, "x") },
  -> { s.prepend("x") }, -> { s.sub!("a", "b") }, -> { s.gsub!("z", "b") }, -> { s.strip! },
  -> { s.lstrip! }, -> { s.rstrip! }, -> { s.chomp! }, -> { s.chop! }, -> { s.squeeze! },
  -> { s.tr!("a", "b") }, -> { s.delete!("a") }, -> { s.reverse! }, -> { s.succ! }, -> { s.slice!(0) },
  -> { s.force_encoding("BINARY") }, -> { s.setbyte(0, 65) }, -> { s.delete_prefix!("a") },
  -> { s.delete_suffix!("c") }, -> { s.concat }
].each_with_index do |f, i|
  f.call
  puts "#{i}: no error"
rescue FrozenError => e
  puts "#{i}: #{e.message}"
end
p s
d = s.dup
d << "!"
p d, d.frozen?
p (+s).frozen?, (-d).frozen?, (-d).equal?(d)
