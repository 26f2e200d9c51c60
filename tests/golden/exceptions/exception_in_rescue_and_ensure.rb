begin
  begin
    raise "original"
  rescue => e
    raise ArgumentError, "raised in rescue"
  end
rescue => e
  puts "#{e.class}: #{e.message}"
  p e.cause.message
end

begin
  begin
    raise "will be replaced"
  ensure
    puts "ensure before replacement"
  end
rescue => e
  puts "got #{e.message}"
end

def ensure_raises
  begin
    raise "first"
  ensure
    raise "from ensure"
  end
rescue => e
  e.message
end
p ensure_raises

p $!
begin
  raise "inside"
rescue
  p $!.message
end
p $!
