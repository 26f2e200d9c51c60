def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
t("dsm") { Object.new.freeze.define_singleton_method(:x) { 1 } }
t("dsm hash") { {}.freeze.define_singleton_method(:x) { 1 } }
