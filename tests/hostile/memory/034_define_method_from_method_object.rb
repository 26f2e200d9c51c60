def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("Method object") { Class.new { define_method(:up, "x".method(:upcase)) }.new.up }
t("Integer#+") { Class.new { define_method(:plus, 1.method(:+)) }.new.plus(2) }
t("singleton") { o = Object.new; def o.hi = 1; Class.new { define_method(:hi, o.method(:hi)) }.new.hi }
