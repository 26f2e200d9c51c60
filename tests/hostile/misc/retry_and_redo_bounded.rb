# retry a bounded number of times; redo in a block.
n = 0
begin
  n += 1
  raise "x" if n < 1000
rescue
  retry
end
p n
k = 0
[1, 2].each do |x|
  k += 1
  redo if k < 100
end
p k
