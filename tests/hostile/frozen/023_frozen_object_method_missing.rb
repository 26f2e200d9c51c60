def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
class HostileMm; def method_missing(n, *a) = instance_variable_set(:@x, n); end
o = HostileMm.new.freeze
t("mm") { o.anything }
