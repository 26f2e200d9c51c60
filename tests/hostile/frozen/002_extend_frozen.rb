def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
t("extend") { Object.new.freeze.extend(HostileM).mm }
t("extend array") { [].freeze.extend(HostileM) }
