# Hostile iteration input: string gsub hash default clear.
s = +"abab"
h = Hash.new { |hh, k| s.clear; "X" }
begin
  s.gsub("a", h)
rescue => e
  p e.message
end
