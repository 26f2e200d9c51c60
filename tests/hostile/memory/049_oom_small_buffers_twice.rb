# Memory runs out in small infallible allocations (1 KB string buffers): the emergency reserve
# turns that into NoMemoryError; the program rescues it, drops the data, and does it again (the
# reserve was taken back after the collection). CRuby master aborts with [BUG] here.
2.times do |round|
  a = []
  begin
    loop { a << "x" * 1000 }
  rescue NoMemoryError => e
    n = a.size
    a = nil
    puts "round #{round}: #{e.message} after #{n > 1000 ? 'many' : 'few'} strings"
  end
  GC.start
end
puts "still running"
