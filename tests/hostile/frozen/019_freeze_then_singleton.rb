def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
o = Object.new
def o.a = 1
o.freeze
t("sclass frozen") { o.singleton_class.frozen? }
t("call") { o.a }
t("redefine") { def o.a = 2 }
t("call again") { o.a }
