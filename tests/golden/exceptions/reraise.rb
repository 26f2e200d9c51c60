def inner
  raise ArgumentError, "inner problem"
end

def middle
  inner
rescue ArgumentError => e
  puts "middle saw: #{e.message}"
  raise
end

def outer
  middle
rescue => e
  puts "outer saw: #{e.class}: #{e.message}"
  raise RuntimeError, "wrapped: #{e.message}"
end

begin
  outer
rescue => e
  puts "top: #{e.class}: #{e.message}"
  p e.cause.class
  p e.cause.message
end

begin
  begin
    raise "first"
  rescue => e
    raise e
  end
rescue => e2
  p e2.equal?(e)
  p e2.message
end
