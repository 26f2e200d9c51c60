# Strings with invalid UTF-8 ("broken"): each invalid byte is a character of its own, and the
# answers change as soon as the bytes are repaired or broken by a change.

def show(label, s)
  puts "#{label}: #{s.inspect} size=#{s.size} valid=#{s.valid_encoding?} ascii=#{s.ascii_only?} chars=#{s.chars.inspect} [1]=#{s[1].inspect} [1,2]=#{s[1, 2].inspect} [-1]=#{s[-1].inspect}"
end

b = "a\xffb\xE3\x81c"
show("broken", b)
puts b.index("b"), b.index("c"), b.scrub.inspect, b.scrub("?").inspect, b.bytes.inspect
b.setbyte(1, 0x41)
show("setbyte fixes one", b)
b.setbyte(4, 0x81)
b.setbyte(5, 0x82)
show("setbyte completes the rest", b)
b.setbyte(3, 0xE3)
show("unchanged byte", b)
b.setbyte(4, 0x41)
show("setbyte breaks it again", b)

c = +"\xE3"
show("lone lead byte", c)
c << "\x81\x82"
show("<< completes it", c)
c << "\xff"
show("<< breaks it", c)
c.chop!
show("chop! repairs it", c)

d = "caf\xC3".b
show("binary", d)
d.force_encoding("UTF-8")
show("as utf-8", d)
d << "\xA9"
show("<< completes é", d)
d.force_encoding("ASCII-8BIT")
show("binary again", d)
d.force_encoding("US-ASCII")
puts d.valid_encoding?, d.ascii_only?
d.force_encoding("UTF-8")

e = "\xff\xfe"
show("all invalid", e)
e.replace("ok")
show("replaced", e)
e.insert(1, "\xff")
show("insert invalid", e)
e[1] = "é"
show("[]= valid", e)
f = "ab\x80"
puts f.valid_encoding?, f.size, f.reverse.inspect, f.reverse.valid_encoding?, (f * 2).size, (f + "é").size
p f.start_with?("ab"), f.start_with?("ab\x80"), f.end_with?("\x80"), f.end_with?("b\x80"), f.end_with?("")
p f.index("\x80"), f.index("b\x80"), f.rindex("\x80"), f.include?("\x80"), f.index("b"), f.rindex("b"), f.byteslice(1, 2)
g = "é\xff"
p g.index("\xff"), g.end_with?("\xff"), g.start_with?("\xC3"), g.include?("\xA9"), "aé".start_with?("a\xC3"), "aé".end_with?("\xA9")
p "\xff".b.index("\xff".b), "a\xffb".b.include?("\xff".b), "\xff".b.end_with?("\xff".b)
g = "\xC3" + "\xA9"
show("two halves", g)
h = "é".b + "é".b
show("binary concat", h)
