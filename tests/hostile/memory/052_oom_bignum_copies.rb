# Arithmetic on Integers of hundreds of megabytes checks that the result can be allocated
# (num-bigint allocates infallibly). CRuby master aborts in GMP here.
big = 2**(2**30)
bigs = []
begin
  100.times { |i| bigs << big + i }
rescue NoMemoryError => e
  puts "#{e.class} after #{bigs.size > 0 ? 'some' : 'no'} copies"
end
bigs = nil
puts "still running"
