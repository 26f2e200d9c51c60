# Takeuchi function: deeply nested recursive calls with three integer arguments.
def tak(x, y, z)
  if y < x
    tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
  else
    z
  end
end

results = [[27, 18, 9], [24, 16, 8], [22, 14, 6], [26, 16, 8], [25, 17, 9]].map { |x, y, z| tak(x, y, z) }
p results
