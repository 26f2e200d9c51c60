def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
o = Object.new.freeze
t("class_eval def") { o.singleton_class.class_eval { def m = 1 } }
t("define_method") { o.singleton_class.send(:define_method, :m) { } }
t("attr") { o.singleton_class.send(:attr_accessor, :z) }
