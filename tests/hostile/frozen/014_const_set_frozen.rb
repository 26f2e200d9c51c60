def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new.freeze
t("const_set") { c.const_set(:X, 1) }
t("const in body") { c.class_eval { self::Y = 2 } }
t("nested class") { c.class_eval { class Inner; end } }
