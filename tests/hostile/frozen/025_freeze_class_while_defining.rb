def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
t("freeze inside body") { class HostileFib; freeze; def m = 1; end }
t("after") { HostileFib.frozen? }
