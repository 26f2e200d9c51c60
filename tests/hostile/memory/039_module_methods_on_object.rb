def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
%i[name instance_methods ancestors const_get define_method include attr_accessor].each do |m|
  t(m.to_s) { Module.instance_method(m).bind_call(Object.new, :x) }
end
t("Class#new on Module") { Class.instance_method(:new).bind_call(Comparable) }
t("Class#allocate on Module") { Class.instance_method(:allocate).bind_call(Comparable) }
t("Class#superclass on Module") { Class.instance_method(:superclass).bind_call(Kernel) }
