def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
s = String.new("abc").freeze
t("dsm") { s.define_singleton_method(:x) { 1 } }
t("singleton_class def") { s.singleton_class.class_eval { def y = 1 } }
