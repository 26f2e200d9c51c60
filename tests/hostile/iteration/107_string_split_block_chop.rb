# Hostile iteration input: string split block chop.
s = +"a,b,c,d,e"
begin
  s.split(",") { |x| s.chop! }
rescue => e
  p e.message
end
p s
