# coding: US-ASCII
# Onigmo reads property names in any case in every encoding; a property fixes the encoding.
def t
  yield
rescue => e
  "#{e.class}: #{e.message}"
end

r = /\p{AsciI}/e
p r.fixed_encoding?, r.encoding, r.match?("a".force_encoding("euc-jp"))
r = /\p{hiraganA}/e
p r.fixed_encoding?, r =~ "\xa4\xa2".force_encoding("euc-jp")
p(/\P{^alpha}/e.match?("b".force_encoding("euc-jp")))
%w[ALPHA xdigit Word cntrl Katakana].each do |n|
  ["EUC-JP", "Windows-31J", "ISO-8859-1", "ASCII-8BIT"].each do |e|
    print n, "/", e, ": ", t { Regexp.new("\\p{#{n}}".force_encoding(e), Regexp::FIXEDENCODING).encoding }, "\n"
  end
end
p t { Regexp.new("\\p{x_digit}".force_encoding("EUC-JP"), Regexp::FIXEDENCODING) }
p(/\p{Alpha}/.encoding, /\p{Alpha}/.fixed_encoding?, /[\P{Alpha}]/.fixed_encoding?, /\\p{Alpha}/.fixed_encoding?)
p Regexp.new("\\p{Alpha}".b).encoding, Regexp.new("\\p{Alpha}".b).fixed_encoding?
p t { /\p{Alpha}/ =~ "\xff".b }
p(/\p{Alpha}/ =~ "a".force_encoding("EUC-JP"))
