# Spectral norm: repeated matrix-vector products with an implicit matrix, Float arrays and index loops.
def entry(i, j)
  1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
end

def times_vec(v, n)
  out = Array.new(n, 0.0)
  i = 0
  while i < n
    sum = 0.0
    j = 0
    while j < n
      sum += entry(i, j) * v[j]
      j += 1
    end
    out[i] = sum
    i += 1
  end
  out
end

def times_transposed_vec(v, n)
  out = Array.new(n, 0.0)
  i = 0
  while i < n
    sum = 0.0
    j = 0
    while j < n
      sum += entry(j, i) * v[j]
      j += 1
    end
    out[i] = sum
    i += 1
  end
  out
end

def times_ata(v, n)
  times_transposed_vec(times_vec(v, n), n)
end

n = 450
u = Array.new(n, 1.0)
v = nil
10.times do
  v = times_ata(u, n)
  u = times_ata(v, n)
end
vbv = 0.0
vv = 0.0
n.times do |i|
  vbv += u[i] * v[i]
  vv += v[i] * v[i]
end
puts (Math.sqrt(vbv / vv) * 1e9).round
