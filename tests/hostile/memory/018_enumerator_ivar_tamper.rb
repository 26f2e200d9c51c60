def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
e = [1, 2].each
[[:@__meth, 5], [:@__args, 7], [:@__recv, nil], [:@__buf, 3], [:@__pos, -5], [:@__pos, "x"]].each do |iv, v|
  t("#{iv}=#{v.inspect}") { x = [1, 2].each; x.instance_variable_set(iv, v); [x.to_a, x.inspect, (x.next rescue $!.class)] }
end
