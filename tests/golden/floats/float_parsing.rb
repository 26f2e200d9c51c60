# Kernel#Float and String#to_f
p Float("3.5")
p Float("-0.25")
p Float("1e3")
p Float("  2.5  ")
p Float("1_000.5")
p Float("42")
p Float(7)
p Float(2 ** 70)
p Float(".5") rescue puts "#{$!.class}: #{$!.message}"
p Float("0x1A")
p Float("abc", exception: false)
["", "abc", "1.5x", "1..5", "--1"].each do |s|
  begin
    Float(s)
  rescue ArgumentError => e
    puts "#{e.class}: #{e.message}"
  end
end
begin
  Float(nil)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p "3.7abc".to_f
p "abc".to_f
p "".to_f
p "  -1.5e2".to_f
p "1_0.5".to_f
p "12".to_f
