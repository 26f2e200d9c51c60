# attr_* accept any local or constant identifier, non-ASCII ones included, in any encoding
# (CRuby's rule: non-ASCII bytes are identifier characters), and eval compiles a String in
# its own encoding unless a magic comment names another.
c = Class.new do
  attr_accessor :"résumé"
  attr_reader :Été, :ñ
end
o = c.new
o.résumé = 3
p o.résumé, c.instance_methods(false).sort
[:"a b", :"1a", :"a?", :"a=", :"A", :"", :"@a", :"ÀB", :"a\u3042", "x".encode("EUC-JP").to_sym, "\xff".b.to_sym, :"a\u200b"].each do |n|
  begin
    Class.new { attr_accessor n }
    p [n, :ok]
  rescue NameError => e
    p [n, e.message]
  end
end
iso = Encoding::ISO_8859_1
k = Class.new do
  attr_accessor "r\xe9sum\xe9".force_encoding(iso)
  eval("def initialize(x) @r\xe9sum\xe9 = x; end".force_encoding(iso))
end
o = k.new(5)
p o.instance_variables.size, o.instance_variable_get(o.instance_variables[0])
s = eval("'\xe9'".force_encoding(iso))
p s.encoding, s.bytes
s = eval("# encoding: euc-jp\n'\xa4\xa2'".force_encoding(iso))
p s.encoding, s.bytes
p eval("'a'".encode("US-ASCII")).encoding, eval("'a'".b).encoding
p eval("__ENCODING__".force_encoding("Shift_JIS"))
