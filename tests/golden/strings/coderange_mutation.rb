# Character indexing, length and ascii_only? stay right across every kind of change to a
# string's bytes (the cached coderange must be forgotten or updated by each of them).
# (CRuby keeps a "valid" coderange through slice! even when only ASCII is left, so
# ascii_only? is false there until the next change; this program does not print that case.)

def show(label, s)
  puts "#{label}: #{s.inspect} size=#{s.size} bytesize=#{s.bytesize} ascii=#{s.ascii_only?} valid=#{s.valid_encoding?} [0]=#{s[0].inspect} [-1]=#{s[-1].inspect} [1,2]=#{s[1, 2].inspect}"
end

s = +"hello"
show("start", s)
s << "é"
show("<< multibyte", s)
s << "!"
show("<< ascii", s)
s[5] = "e"
show("[]= back to ascii", s)
s[0, 1] = "Ĥ"
show("[]= start multibyte", s)
s[0..0] = "H"
show("[]= range ascii", s)
s.insert(2, "ü")
show("insert multibyte", s)
s.slice!(3)
show("slice! an ascii char", s)
s[2, 1] = ""
show("[]= removes the multibyte char", s)
s.slice!(1)
show("slice! from ascii", s)
s.prepend("¡")
show("prepend", s)
s.slice!(0, 1)
show("slice! prefix", s)
s.upcase!
show("upcase!", s)
s.replace("日本語")
show("replace", s)
s.replace("abc")
show("replace ascii", s)
s.concat("ñ", "o")
show("concat", s)
s.chop!
show("chop!", s)
s.chop!
show("chop! again", s)
s.reverse!
show("reverse!", s)
s.clear
show("clear", s)
s << 0x263A
show("<< codepoint", s)
s << 65
show("<< 65", s)
s.sub!("☺", "x")
show("sub!", s)
s.gsub!("x", "ß")
show("gsub!", s)
s.tr!("ß", "s")
show("tr!", s)
s.squeeze!
show("squeeze!", s)
s.delete!("A")
show("delete!", s)
s << "  \u00e9  "
s.strip!
show("strip!", s)
s.chomp!("é")
show("chomp!", s)
s.succ!
show("succ!", s)
s.swapcase!
show("swapcase!", s)
s.downcase!
show("downcase!", s)
s.capitalize!
show("capitalize!", s)
s.delete_prefix!("T")
show("delete_prefix!", s)
s.delete_suffix!("x")
show("delete_suffix!", s)
s << s
show("<< self", s)

t = "añb"
show("literal", t)
t.setbyte(1, 0x61)
show("setbyte breaks it", t)
t.setbyte(2, 0x61)
show("setbyte makes ascii", t)
t.setbyte(0, 0xff)
show("setbyte high byte", t)

u = "abc"
u.force_encoding("ASCII-8BIT")
show("force binary", u)
u << "\xE3\x81\x82".b
show("binary << bytes", u)
u.force_encoding("UTF-8")
show("force utf-8", u)
u.force_encoding("BINARY")
show("force binary again", u)
u.force_encoding("US-ASCII")
puts u.valid_encoding?
u.force_encoding("UTF-8")
show("back to utf-8", u)

# Copies keep their own cache: changing one never affects the other.
a = "xyz"
a.ascii_only?
b = a.dup
b << "ö"
show("original", a)
show("dup changed", b)
c = String.new(a)
c[1] = "ÿ"
show("original again", a)
show("String.new copy changed", c)
d = a * 3
show("*", d)
e = "ü" * 0
show("* 0", e)
f = a + "ä"
show("+", f)
g = "ä" + a
show("+ other", g)

# Results of slicing an ASCII or multibyte string.
m = "αβγδε"
show("greek", m)
puts m[1, 3], m[-2, 2], m[2..], m[5].inspect, m[6].inspect, m[5, 1].inspect, m[6, 1].inspect
puts m.index("γ"), m.rindex("δ"), m.index("ε", -1), m.byteslice(2, 2), m.chars.inspect
x = m[0, 2] + "ab"
show("slice + ascii", x)
y = "abcdef"
puts y[1, 3], y[-2, 2], y[2..], y[6].inspect, y[6, 1].inspect, y[7, 1].inspect, y.index("d"), y.rindex("b", 3)
z = y.byteslice(1, 3)
z << "ô"
show("byteslice then <<", z)
puts y.each_char.to_a.inspect, y.chars.map(&:ascii_only?).inspect, m.chars.map(&:ascii_only?).inspect
