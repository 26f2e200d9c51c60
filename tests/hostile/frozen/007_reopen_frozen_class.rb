def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
class HostileFrosty; end
HostileFrosty.freeze
t("reopen def") { class HostileFrosty; def m = 1; end }
t("new still works") { HostileFrosty.new.class }
