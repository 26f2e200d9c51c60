def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
b = BasicObject.new
%i[inspect to_s class frozen? hash object_id instance_variables dup].each do |m|
  t(m.to_s) { Kernel.instance_method(m).bind_call(b) }
end
t("__send__") { b.__send__(:instance_eval) { 1 } }
