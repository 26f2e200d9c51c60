# A Hash default proc runs as a block: no 'Proc#call' frame between it and the lookup.
def make = Hash.new { |h, k| raise "no #{k}" }
def use(h) = h[:a]
begin
  use(make)
rescue => e
  puts e.message, e.backtrace.first(2)
end
