# Hostile iteration input: array select bang raise.
a = (1..10).to_a
begin
  a.select! { |x| raise "stop" if x == 5; x.even? }
rescue => e
  p e.message
end
p a
