def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
m = Module.new.freeze
t("extend self") { m.module_eval { extend self } }
t("include into frozen") { Class.new.freeze.include(m) }
