def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
o = Object.new.freeze
t("class << o") { class << o; def m = 1; end }
t("sclass frozen?") { o.singleton_class.frozen? }
