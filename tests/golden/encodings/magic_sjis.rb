# encoding: Shift_JIS
# A Shift_JIS source file: literals are Shift_JIS.
s = "\x82\xa0\x82\xa2"
p __ENCODING__, s.encoding, s.length, s.encode("UTF-8"), "a".encoding
