def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
t("obj") { Object.new.freeze.instance_variable_set(:@a, 1) }
t("str") { String.new("a").freeze.instance_variable_set(:@a, 1) }
t("arr") { [].freeze.instance_variable_set(:@a, 1) }
