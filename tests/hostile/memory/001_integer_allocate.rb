def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("Integer") { Integer.allocate }
t("Integer send") { Integer.send(:allocate) }
t("Integer subclass") { Class.new(Integer).allocate }
