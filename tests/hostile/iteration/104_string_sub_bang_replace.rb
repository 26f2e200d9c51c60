# Hostile iteration input: string sub bang replace.
s = +"abcabc"
begin
  s.sub!("b") { s.replace("zz"); "B" }
rescue => e
  p [e.class, e.message]
end
p s
