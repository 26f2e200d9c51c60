# Plain objects until memory runs out: every heap page is an infallible allocation, so this
# goes through the emergency reserve and the next check raises NoMemoryError.
objs = []
begin
  loop { objs << [Object.new, Object.new, Object.new, Object.new] }
rescue NoMemoryError => e
  objs = nil
  puts "rescued #{e.class}"
end
puts "still running"
