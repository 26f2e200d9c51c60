def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new.freeze
t("class_variable_set") { c.class_variable_set(:@@x, 1) }
class HostileCv; @@a = 1; end
HostileCv.freeze
t("body cvar") { class HostileCv; @@a = 2; end }
