def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
o = Object.new.freeze
t("def o.foo") { def o.foo = 1 }
t("call") { o.foo }
