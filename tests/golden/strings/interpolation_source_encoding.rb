# -*- coding: us-ascii -*-
# An interpolated String in a source whose encoding is not UTF-8 starts from the source's
# encoding (CRuby's dstr), whatever its first part is; non-ASCII parts decide otherwise.
k = 'x'
p "{#{k}".encoding, "#{k}}".encoding, "{#{k}}".encoding, "#{k}".encoding
s = "#{k}y#{k}"
p s, s.encoding, s.frozen?
u = "\u00e9".force_encoding("UTF-8")
p "a#{u}".encoding
b = "\xff".b
p "a#{b}".encoding
p :"s#{k}".encoding
# eval compiles a String in the String's encoding: __ENCODING__ and the parser's warnings see it.
p eval("__ENCODING__")
$stderr = $stdout
eval("{#{'__ENCODING__'} => :bar, #{'__ENCODING__'} => :foo}")
