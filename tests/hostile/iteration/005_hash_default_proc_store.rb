# Hostile iteration input: hash default proc store.
h = Hash.new { |hh, k| hh[k] = k * 2 }
h[1]
begin
  h.each { |k, v| h[k + 1] }
rescue => e
  p e.message
end
p h
