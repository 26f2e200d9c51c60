def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("Class.new(Class)") { Class.new(Class) }
t("singleton") { Class.new(Object.new.singleton_class) }
t("not a class") { Class.new(Kernel) }
