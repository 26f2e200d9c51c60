def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class HostileOdd; include Comparable; def <=>(o) = nil; end
t("between") { HostileOdd.new.between?(1, 2) }
t("clamp") { HostileOdd.new.clamp(1, 2) }
t("Comparable#== on int") { Comparable.instance_method(:==).bind_call(1, 2) }
t("Comparable on array") { Comparable.instance_method(:<).bind_call([1], [2]) }
