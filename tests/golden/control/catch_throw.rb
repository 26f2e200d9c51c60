# catch and throw unwinding with values
r = catch(:done) do
  10.times do |i|
    10.times do |j|
      throw :done, [i, j] if i * j == 6
    end
  end
  :never
end
p r
r2 = catch(:quiet) do
  throw :quiet
end
p r2
r3 = catch(:unused) { 42 }
p r3
def deep(n)
  throw :out, n if n == 0
  deep(n - 1)
end
p catch(:out) { deep(5) }
outer = catch(:outer) do
  inner = catch(:inner) do
    throw :outer, "to outer"
  end
  "after inner #{inner}"
end
p outer
begin
  throw :nobody
rescue UncaughtThrowError => e
  p e.class
  puts e.message
  p e.tag
end
obj = Object.new
p(catch(obj) { throw obj, :object_tag })
p(catch { |tag| throw tag, :anonymous })
