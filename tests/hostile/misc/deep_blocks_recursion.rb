# Deep recursion through blocks called from builtins (each, map, then, tap).
def r(n) = [n].each { |x| [x].map { |y| y.then { |z| z.tap { r(z + 1) } } } }
begin
  r(0)
rescue SystemStackError => e
  p e.class
end
