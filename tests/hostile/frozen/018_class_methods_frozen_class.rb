def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
class HostileFc; end
HostileFc.freeze
t("def self") { def HostileFc.x = 1 }
t("instance_eval def") { HostileFc.instance_eval { def y = 1 } }
t("sclass") { class << HostileFc; def z = 1; end }
