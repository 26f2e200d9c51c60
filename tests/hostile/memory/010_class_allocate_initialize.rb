def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
c = Class.allocate
t("init") { c.send(:initialize, String) }
t("new") { c.new("x") }
t("again") { c.send(:initialize) }
t("init Object") { Object.send(:initialize) }
