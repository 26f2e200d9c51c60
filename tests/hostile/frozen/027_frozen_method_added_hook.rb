def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new { def self.method_added(n) = freeze }
t("first def") { c.class_eval { def a = 1 } }
t("second def") { c.class_eval { def b = 2 } }
