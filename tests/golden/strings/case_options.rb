# Case mapping options (:ascii, :turkic, :lithuanian, :fold) and CRuby's per-character Unicode rules:
# no final-sigma context, titlecase for capitalize, the digraphs' swapcase.
require_relative "lib_helper_probe"
t(1) { "abc".upcase(:bogus) }
t(2) { "abc".upcase(:ascii, :turkic) }
t(3) { "abc".upcase(:turkic, :lithuanian) }
t(4) { "abc".upcase(:lithuanian, :turkic) }
t(5) { "abc".upcase(:turkic, :turkic) }
t(6) { "abc".upcase(:turkic, :lithuanian, :ascii) }
t(7) { "abc".downcase(:fold, :turkic) }
t(8) { "abc".downcase(:turkic, :fold) }
t(9) { "abc".downcase(:fold, :ascii) }
t(10) { "abc".upcase("ascii") }
t(11) { "iIıİ".capitalize(:turkic) }
t(12) { "iIıİ".swapcase(:turkic) }
t(13) { "İstanbul".downcase }
t(14) { "ΣΑΣ ΑΣ".downcase }
t(15) { "ΣΑΣ".capitalize }
t(16) { "ǅ".downcase }
t(17) { "ǅ".swapcase }
t(18) { "ß".swapcase }
t(19) { "ﬀ".capitalize }
t(20) { "ŉ".capitalize }
t(21) { "ǰ".upcase }
t(22) { "Straße".downcase(:fold) }
t(23) { "ΐ".upcase }
t(24) { "ᾳ".upcase }
t(25) { "ᾳ".capitalize }
t(26) { "ΆΈ".swapcase }
t(27) { "I".downcase(:turkic) }
t(28) { "i".upcase(:lithuanian) }
t(29) { "ÀB".downcase(:fold, :turkic) }
t(30) { "ABC".casecmp?("abc") }
t(18) { "iİ".downcase(:turkic) }
t(19) { "ıi".upcase(:turkic) }
t(20) { "aBc".capitalize(:ascii) }
t(21) { "abc".upcase(:fold) }
t(22) { "ß".downcase(:fold) }
t(23) { "abc".upcase(:bogus) }
t(24) { "ﬃ".upcase }
t(25) { "ŉ".upcase }
t(26) { "ΣΑΣ".downcase }
t(27) { "aSa".swapcase(:ascii) }
