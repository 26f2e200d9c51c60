def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
t("frozen symbol def") { s = :sym; def s.x = 1 }
t("frozen int") { i = 5; def i.x = 1 }
t("nil def") { def nil.hostile_x = 1 }
t("nil call") { nil.hostile_x }
