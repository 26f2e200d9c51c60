class K
  define_method(:f) { |s| s =~ /(\d+)/; $1 }
  define_method(:g) { |s| s.match?(/x/) ? $~ : s[/(.)/, 1] + $1.to_s }
end
k = K.new
p k.f("ab12"), k.f("zz"), k.g("qr")
def mk = proc { |s| s =~ /(b)/; $1 }
pr = mk
p pr.call("abc"), pr.call("xyz")
l = ->(s) { s =~ /(c)/; $~ && $1 }
p l.("abc"), $~
"zz" =~ /z/
p $~
def outer
  "q1" =~ /(\d)/
  [1].each { [2].each { "w9" =~ /(\d)/ } }
  $1
end
p outer
def scan_in_block = %w[a1 b2].map { |w| w.scan(/\d/) { }; $~[0] }
p scan_in_block
for w in %w[x7 y8]
  w =~ /(\d)/
end
p $1
