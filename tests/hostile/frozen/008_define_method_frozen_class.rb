def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new.freeze
t("define_method") { c.send(:define_method, :m) { 1 } }
t("instance_methods") { c.instance_methods(false) }
