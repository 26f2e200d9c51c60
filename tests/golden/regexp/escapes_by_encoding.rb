# coding: US-ASCII
# Escaped high bytes by the pattern's encoding, the parts of interpolated literals checked one
# by one, and the warning for a /.../n Regexp against a non-ASCII text string.
def t
  yield
rescue SyntaxError, RegexpError, Encoding::CompatibilityError => e
  e.class
end

s = %q(\xc2\xa1)
r = Regexp.new(s)
p r.encoding, r.fixed_encoding?, r =~ "\xc2\xa1".b, r =~ "a\xc2\xa1".force_encoding("EUC-JP")
r = Regexp.new(%q(\xff))
p r.encoding, r =~ "\xff".b
r = /#{s}/
p r.encoding, r.fixed_encoding?
p t { eval('/\xc2#{ }/u') }, t { eval('/#{ }\xc2/u') }, t { eval('/\xc2#{ }\xa1/u') }
p t { eval('/#{ }\xc2\xa1/u').encoding }
p t { eval('/\xa4#{ }/e') }
p t { eval('/\xc2#{ 1 }/') }
$stderr = STDOUT
r = /a/n
p r =~ "\u3042a".force_encoding("UTF-8")
p r =~ "a"
p r =~ "\xffa".b
$VERBOSE = nil
p r =~ "\u3042a".force_encoding("UTF-8")
