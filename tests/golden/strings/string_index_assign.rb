# String#[]=, slice!, insert, byteslice and byte access
def t
  p yield
rescue IndexError, RangeError, TypeError => e
  puts "#{e.class}: #{e.message}"
end
t { x = +"hello"; x[1..2] = "EL"; x }
t { x = +"hello"; x[10] = "x" }
t { x = +"hello"; x[-10] = "x" }
t { x = +"hello"; x[5] = "!"; x }
t { x = +"hello"; x[5, 0] = "!"; x }
t { x = +"hello"; x[6, 0] = "!" }
t { x = +"hello"; x[1, -1] = "!" }
t { x = +"hello"; x[10..12] = "!" }
t { x = +"hello"; x[2] = 5 }
t { x = +"héllo"; x[1] = "e"; x }
t { x = +"hello"; x.slice!(1..2); x }
t { x = +"hello"; [x.slice!(1), x] }
t { x = +"hello"; [x.slice!("ll"), x.slice!("zz"), x] }
t { "abc"[nil] }
t { "abc"[1.7] }
t { ["héllo"[1], "héllo"[1, 3], "héllo"[-4..], "日本語"[1..], "abc"[3], "abc"[3, 1], "abc"[4, 1], "abc"[-4]] }
t { ["abc".insert(-1, "X"), "abc".insert(-2, "X"), "abc".insert(1, "X")] }
t { "abc".insert(5, "X") }
t { ["abc".getbyte(0), "abc".getbyte(-1), "abc".getbyte(3), "abc".byteslice(1, 2), "héllo".byteslice(1, 2), "héllo".bytesize] }
t { x = +"abc"; x.setbyte(0, 66); x }
t { "abc".setbyte(5, 1) }
