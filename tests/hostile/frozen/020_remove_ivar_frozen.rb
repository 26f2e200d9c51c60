def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
o = Object.new
o.instance_variable_set(:@a, 1)
o.freeze
t("remove") { o.remove_instance_variable(:@a) }
t("get") { o.instance_variable_get(:@a) }
