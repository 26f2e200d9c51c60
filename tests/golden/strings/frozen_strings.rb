# freezing strings and FrozenError
s = "text".freeze
p s.frozen?
begin
  s << "more"
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
end
begin
  s.upcase!
rescue => e
  puts "#{e.class}: #{e.message}"
end
p FrozenError.superclass
t = s.dup
p t.frozen?
t << "!"
p t
u = s.clone
p u.frozen?
p s.upcase
p s.upcase.frozen?
v = "abc"
p v.frozen?
w = -v
p w.frozen?
x = +s
p x.frozen?
p x.equal?(s)
p :sym.to_s.frozen?
p 1.to_s.frozen?
y = "y"
y.freeze
p y.freeze.equal?(y)
z = "const".freeze
begin
  z[0] = "C"
rescue FrozenError => e
  p e.message
  p e.receiver.equal?(z)
end
