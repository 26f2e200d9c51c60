errors = []
100.times do |i|
  begin
    raise ArgumentError, "error number #{i}" if i.even?
    raise KeyError, "odd #{i}"
  rescue => e
    errors << e if i % 25 == 0 || i % 25 == 1
  end
end
GC.start
p errors.size
errors.each { |e| puts "#{e.class}: #{e.message}" }
