def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("Proc") { Proc.allocate.call }
t("Proc sub") { Class.new(Proc).allocate }
