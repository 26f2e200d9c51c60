# String#dump of strings in other encodings: \xNN escapes, and the force_encoding suffix when the
# encoding is not ASCII-compatible (undump reads it back).
p "é".encode("ISO-8859-1").dump
p "a\u3042".encode("UTF-16BE").dump
p "a\u3042".encode("UTF-16LE").dump.undump
p "é".b.dump
p "é".encode("Shift_JIS").dump rescue p $!
p "\u3042".encode("EUC-JP").dump
