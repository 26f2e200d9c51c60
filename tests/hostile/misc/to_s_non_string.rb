# to_s returning non-strings in interpolation, puts and print.
class A; def to_s; 42; end; end
class B; def to_s; nil; end; end
class C; def to_s; raise "boom"; end; end
p "#{A.new}".class
p "#{B.new}".class
puts A.new
puts B.new
print A.new, "\n"
begin
  "#{C.new}"
rescue => e
  p e.message
end
p [A.new].join(",").class rescue p $!.class
