def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
l = [1, 2, 3].lazy.map { |x| x * 2 }
[5, nil, [5], [[1, 2]], [[:map, 3]], [[:take, :x]], [[]], "str"].each do |bad|
  t("ops=#{bad.inspect}") { l.instance_variable_set(:@__ops, bad); l.to_a }
  t("inspect #{bad.inspect}") { l.inspect }
end
