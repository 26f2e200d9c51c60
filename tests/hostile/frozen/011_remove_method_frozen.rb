def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new { def a = 1 }.freeze
t("remove_method") { c.send(:remove_method, :a) }
t("still there") { c.new.a }
