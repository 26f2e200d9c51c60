# A template changed by a conversion while packing (RuntimeError, or the new directives when
# the buffer stayed), and while unpacking with a block (the walk goes on with the old template).
$f = +"CC"
o = Object.new
def o.to_int; $f << "C"; 1; end
begin
  p [o, 2, 3].pack($f)
rescue => e
  p [e.class, e.message]
end
$f = +"CC"
def o.to_int; $f.replace("CD"); 1; end
begin
  p [o, 2].pack($f)
rescue => e
  p [e.class, e.message]
end
$g = +"CC"
r = []
p "ab".unpack($g) { |x| $g << "C"; r << x }, r
