# String#[] and #[]= with indexes, ranges and substrings
s = "hello world"
p s[0]
p s[-1]
p s[4]
p s[100]
p s[0, 5]
p s[6, 100]
p s[11, 2]
p s[12, 2]
p s[0..4]
p s[0...4]
p s[-5..]
p s[..2]
p s[6..-1]
p s["world"]
p s["xyz"]
p s[3, 0]
t = "abcdef"
t[0] = "Z"
p t
t[1, 2] = "__"
p t
t[-1] = "!"
p t
t[2..3] = ""
p t
t["Z"] = "A"
p t
begin
  t["nope"] = "x"
rescue IndexError => e
  puts "#{e.class}: #{e.message}"
end
begin
  t[20] = "x"
rescue IndexError => e
  puts "#{e.class}: #{e.message}"
end
p "é!"[0]
p s.slice(0, 3)
