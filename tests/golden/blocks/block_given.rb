def maybe_yield
  if block_given?
    "got #{yield}"
  else
    "no block"
  end
end

def pass_through(&blk)
  maybe_yield(&blk)
end

def must_yield
  yield
end

puts maybe_yield
puts maybe_yield { 1 }
puts maybe_yield do 2 end
puts pass_through
puts pass_through { 3 }

begin
  must_yield
rescue LocalJumpError => e
  puts "#{e.class}: #{e.message}"
end
p block_given?
