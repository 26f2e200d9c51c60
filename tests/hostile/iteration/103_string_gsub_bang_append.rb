# Hostile iteration input: string gsub bang append.
s = +"a-b-c-d"
begin
  s.gsub!("-") { s << "-" * 1000; "+" }
rescue => e
  p [e.class, e.message]
end
p s.size
