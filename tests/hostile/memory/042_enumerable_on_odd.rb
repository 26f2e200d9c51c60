def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class HostileEach; include Enumerable; def each = yield(1, 2, 3); end
t("to_a") { HostileEach.new.to_a }
t("sort") { HostileEach.new.sort }
t("minmax") { HostileEach.new.minmax }
t("Enumerable on Integer") { Enumerable.instance_method(:map).bind_call(5) { 1 } }
t("Enumerable on String") { Enumerable.instance_method(:sort).bind_call("abc") }
