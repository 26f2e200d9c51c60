# Matrix multiplication: arrays of arrays of Integers, a triple loop with nested indexing.
def make_matrix(n, seed)
  Array.new(n) do |i|
    Array.new(n) { |j| (i * 31 + j * 17 + seed) % 23 - 11 }
  end
end

def multiply(a, b)
  n = a.size
  m = b[0].size
  inner = b.size
  c = Array.new(n) { Array.new(m, 0) }
  i = 0
  while i < n
    row = a[i]
    out = c[i]
    j = 0
    while j < m
      sum = 0
      k = 0
      while k < inner
        sum += row[k] * b[k][j]
        k += 1
      end
      out[j] = sum
      j += 1
    end
    i += 1
  end
  c
end

n = 220
a = make_matrix(n, 3)
b = make_matrix(n, 7)
c = multiply(a, b)
d = multiply(c, a)
trace = 0
n.times { |i| trace += d[i][i] }
checksum = 0
d.each { |row| row.each { |x| checksum = (checksum * 7 + x) % 1_000_000_007 } }
puts trace
puts checksum
