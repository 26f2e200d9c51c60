# break/next/return/throw leaving through ensure in loops and blocks.
def m
  [1, 2, 3].each do |x|
    begin
      return x if x == 2
    ensure
      puts "ensure #{x}"
    end
  end
end
p m
r = [1, 2, 3].map do |x|
  begin
    next x * 2
  ensure
    x + 1
  end
end
p r
i = 0
while true
  begin
    i += 1
    break if i > 3
  ensure
    next if i == 2
  end
end
p i
def m2
  return 1
ensure
  return 2
end
p m2
