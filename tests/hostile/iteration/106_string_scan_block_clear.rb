# Hostile iteration input: string scan block clear.
s = +"a a a a"
begin
  s.scan("a") { s.clear }
rescue => e
  p e.message
end
