def make_proc
  proc { return 10 }
end

pr = make_proc
begin
  pr.call
rescue LocalJumpError => e
  puts "#{e.class}: #{e.message}"
  p e.reason
  p e.exit_value
end

def make_breaker
  proc { break 3 }
end

begin
  make_breaker.call
rescue LocalJumpError => e
  puts "#{e.class}: #{e.message}"
  p e.reason
end

def need_block
  yield
end

begin
  need_block
rescue LocalJumpError => e
  puts "#{e.class}: #{e.message}"
end

l = -> { return :fine }
p l.call
