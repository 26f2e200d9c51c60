def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
[Integer, Symbol, Float, Proc, NilClass, String, Array, Range, Class].each do |k|
  sub = (Class.new(k) rescue k)
  sub.define_singleton_method(:new) { |*a| o = allocate; o }
  t("#{k} new->allocate") { sub.new.inspect }
end
