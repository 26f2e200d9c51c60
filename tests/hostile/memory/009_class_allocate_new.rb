def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
c = Class.allocate
t("new") { c.new }
t("allocate") { c.allocate }
t("superclass") { c.superclass }
t("subclass") { Class.new(c) }
t("class <") { eval("class HostileSub < c; end") }
