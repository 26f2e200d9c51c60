# -*- coding: iso-8859-1 -*-
# The emacs-style magic comment: literals and __ENCODING__ take ISO-8859-1.
s = "caf\xe9"
p __ENCODING__, s.encoding, s.length, s.valid_encoding?, s.encode("UTF-8")
p "abc".encoding, "\u3042".encoding, "#{1}x".encoding
