# A String that doubles until memory runs out: its growth is a fallible reservation once it is
# big, so NoMemoryError comes from `<<`, not an abort.
s = +"z" * 1000
begin
  loop { s << s }
rescue NoMemoryError => e
  puts "<<: #{e.message} at #{s.bytesize > 1_000_000 ? 'a big size' : 'a small size'}"
end
s = nil
GC.start
t = +"q" * 1000
begin
  loop { t.concat(t, t) }
rescue NoMemoryError => e
  puts "concat: #{e.class}"
end
puts "still running"
