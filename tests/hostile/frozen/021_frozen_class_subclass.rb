def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new { def a = 1 }.freeze
t("subclass") { Class.new(c) { def b = 2 }.new.b }
t("sub const") { Class.new(c).const_set(:Q, 1) }
