# Mandelbrot set: a tight Float loop per pixel, packing in/out bits into a checksum.
size = 560
limit = 50
inside = 0
checksum = 0
y = 0
while y < size
  ci = 2.0 * y / size - 1.0
  bits = 0
  x = 0
  while x < size
    cr = 2.0 * x / size - 1.5
    zr = 0.0
    zi = 0.0
    i = 0
    escaped = false
    while i < limit
      tr = zr * zr - zi * zi + cr
      zi = 2.0 * zr * zi + ci
      zr = tr
      if zr * zr + zi * zi > 4.0
        escaped = true
        break
      end
      i += 1
    end
    bits = (bits << 1) | (escaped ? 0 : 1)
    unless escaped
      inside += 1
    end
    if (x & 7) == 7
      checksum = (checksum * 257 + bits) % 1_000_000_007
      bits = 0
    end
    x += 1
  end
  y += 1
end
puts inside
puts checksum
