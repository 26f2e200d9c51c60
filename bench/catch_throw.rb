# catch/throw: non-local exits from nested blocks and method calls, with and without a value.
def search(grid, target)
  catch(:found) do
    grid.each_with_index do |row, r|
      row.each_with_index do |x, c|
        throw :found, r * 10 + c if x == target
      end
    end
    -1
  end
end

def deep(n)
  throw :bottom if n == 0

  deep(n - 1)
end

grid = Array.new(4) { |r| Array.new(4) { |c| r * 4 + c } }
sum = 0
hits = 0
i = 0
while i < 500_000
  sum += search(grid, i % 20)
  catch(:bottom) { deep(i & 7) }
  hits += 1
  i += 1
end
puts sum
puts hits
