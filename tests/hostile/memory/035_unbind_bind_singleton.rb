def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
o = Object.new
def o.hi = :hi
t("other object") { o.method(:hi).unbind.bind_call(Object.new) }
t("same object") { o.method(:hi).unbind.bind_call(o) }
class HostileA; def self.cm = :cm; end
class HostileB < HostileA; end
t("class method to subclass") { HostileA.method(:cm).unbind.bind_call(HostileB) }
t("class method to other") { HostileA.method(:cm).unbind.bind_call(String) }
