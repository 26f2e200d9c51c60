r = catch(:found) do
  [[1, 2], [3, 4], [5, 6]].each do |row|
    row.each do |x|
      throw :found, x if x * x > 10
    end
  end
  :not_found
end
p r

r = catch(:done) do
  10
end
p r

r = catch(:stop) { throw :stop }
p r

def deep(n)
  throw :out, "thrown at depth #{n}" if n == 0
  deep(n - 1)
end
p catch(:out) { deep(5) }

outer = catch(:outer) do
  catch(:inner) do
    throw :outer, "skipped inner"
  end
  "not here"
end
p outer

begin
  throw :nobody
rescue UncaughtThrowError => e
  puts "#{e.class}: #{e.message}"
end

p(catch { |tag| throw tag, "anonymous tag" })
