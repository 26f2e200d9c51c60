def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
e = RuntimeError.new("m").freeze
t("raise frozen") { raise e }
t("set_backtrace") { e.set_backtrace(["x"]) }
