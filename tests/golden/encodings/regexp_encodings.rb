# Regexps and string searches on Strings in other encodings.
def t
  yield
rescue => e
  p [e.class, e.message]
end
u = "a\u3042b".encode("UTF-16LE")
t { p u =~ /a/ }
t { p u.gsub(/a/, "x") }
t { p u.scan(/./) }
t { p u.match?(/b/) }
sj = "\x82\xa0a".force_encoding("Shift_JIS")
t { p sj =~ /a/ }
t { p sj.sub("a", "b") }
t { p sj.index("a"), u.index("b".encode("UTF-16LE")) }
l1 = "caf\xe9 au lait".force_encoding("ISO-8859-1")
t { p l1 =~ /au/, l1.split(/ /), l1.gsub(/a/, "A") }
t { p l1 =~ /\u3042/ }
t { p u.upcase, u.succ, u.split("b".encode("UTF-16LE")) }
t { p u.start_with?("a".encode("UTF-16LE")), u.include?("b".encode("UTF-16LE")), u.each_char.to_a }
t { p u.chomp, u * 2, u.sum, u.insert(1, "z".encode("UTF-16LE")) }
t { p u.slice(1, 1), u.bytes.size }
