# Hostile iteration input: string gsub block clear.
s = +"hello world"
begin
  s.gsub("o") { s.clear; "0" }
rescue => e
  p [e.class, e.message]
end
