p /\u00e9/.source, /\x41/.source, /\t/.source, /a\/b#{1}\/c/.source, /\u{41 42}/.source, %r{a\/b}.source, %r[a/b].source
p /\u00e9/.encoding, /\u00e9/ =~ "é", /\x41/ =~ "A", /\//.source
p(/\p{Alpha}\h\H\R\X/.source)
p %r{\d+/\d+}.match("10/20")[0], /[\/]/.source
p(/[\u{61}-\u{63}]+/.match("xabcd")[0], /\\u{41}/.source, "\\u{41}" =~ /\\u\{41\}/, Regexp.new("\\\\u{e9 e8}") =~ "aéè")
