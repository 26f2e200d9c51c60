# The Converter class basics: new, convert (a cut-off character waits for the next piece), finish, convpath, replacement, errors.
def t; yield; rescue => e; p [e.class, e.message]; end
ec = Encoding::Converter.new("UTF-8", "EUC-JP")
p ec, ec.source_encoding, ec.destination_encoding, ec.replacement, ec.convpath
p ec.convert("a\u3042"), ec.convert("b").encoding, ec.finish
ec2 = Encoding::Converter.new("UTF-8", "UTF-16LE")
p ec2.convert("a\xe3\x81"), ec2.convert("\x82b")
t { ec2.convert("\xe3"); ec2.finish }
t { Encoding::Converter.new("UTF-8", "FOO") }
t { Encoding::Converter.new("UTF-8", "ISO-8859-1").convert("\u3042") }
p Encoding::Converter.new("UTF-8", "ISO-8859-1", undef: :replace).convert("\u3042x")
p Encoding::Converter.new("UTF-8", "ISO-8859-1", invalid: :replace, undef: :replace, replace: "*").convert("\u3042\xffx")
p Encoding::Converter.new("Shift_JIS", "EUC-JP").convpath, Encoding::Converter.new("ISO-8859-1", "UTF-8").replacement
p Encoding::Converter.new(Encoding::UTF_8, Encoding::UTF_16BE).inspect
t { "\x87\x40".force_encoding("Shift_JIS").encode("EUC-JP") }
t { "\u2460".encode("Shift_JIS") }
t { "\u2460".encode("Windows-31J").encode("EUC-JP") }
p "\u3042\u30a2".encode("Shift_JIS").encode("EUC-JP").bytes
