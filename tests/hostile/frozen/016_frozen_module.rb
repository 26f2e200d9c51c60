def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
m = Module.new { def x = 1 }.freeze
t("def") { m.module_eval { def y = 2 } }
t("module_function") { m.send(:module_function, :x) }
t("const") { m.const_set(:Z, 1) }
