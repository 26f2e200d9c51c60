# $! is the exception of the innermost running rescue or ensure handler: every way out of the
# clause (end, retry, break, return, throw, an exception caught further out) ends it.
def m
  begin
    raise "a"
  rescue
    return $!.message
  end
end
p m, $!
p (raise "x" rescue $!.message), $!
begin
  raise "outer"
rescue
  begin
    raise "inner"
  rescue
    p $!.message
  end
  p $!.message
end
p $!
x = [1,2].each do |i|
  begin
    raise "in loop #{i}"
  rescue
    break $!.message
  end
end
p x, $!
begin
  begin
    raise "e1"
  ensure
    p $!
  end
rescue
  p [:rescued, $!]
end
begin; ensure; p $!; end
tries = 0
begin
  tries += 1
  raise "retry me" if tries < 2
  p [:after_retry, $!]
rescue
  retry
end
def helper = $!
begin
  raise IOError, "z"
rescue
  p helper
end
r = catch(:t) do
  begin
    raise "thrown"
  rescue
    throw :t, $!.message
  end
end
p r, $!
v = ((raise until true and false) rescue 10); p v
begin
  raise "c1"
rescue
  begin
    raise TypeError, "c2"
  rescue => e
    p e.cause
  end
end
