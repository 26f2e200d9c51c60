def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
r = Range.allocate
%i[first last min max sum to_a size count include? step each].each { |m| t(m.to_s) { r.send(m) { break } } }
