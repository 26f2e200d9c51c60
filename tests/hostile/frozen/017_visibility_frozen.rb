def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new { def a = 1 }.freeze
t("private") { c.send(:private, :a) }
t("public") { c.send(:public, :a) }
t("protected") { c.send(:protected, :a) }
t("call") { c.new.a }
