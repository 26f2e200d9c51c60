def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
%i[message backtrace full_message inspect cause].each do |m|
  t(m.to_s) { Exception.instance_method(m).bind_call(Object.new) }
end
