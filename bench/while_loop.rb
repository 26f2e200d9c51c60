# Plain while loop: a local counter with integer arithmetic and comparisons, no calls.
i = 0
acc = 0
odd = 0
while i < 30_000_000
  acc = (acc + i * 7) % 1_000_003
  odd += 1 if (i & 1) == 1
  i += 1
end
puts acc
puts odd
