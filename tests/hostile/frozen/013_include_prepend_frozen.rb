def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new.freeze
t("include") { c.include(HostileM) }
t("prepend") { c.prepend(HostileM) }
t("ancestors") { c.ancestors.size }
