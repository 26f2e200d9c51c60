def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("String#size into Object") { Class.new { define_method(:sz, String.instance_method(:size)) }.new.sz }
t("Array#push into Hash sub") { Class.new(Hash) { define_method(:pu, Array.instance_method(:push)) }.new.pu(1) }
t("into module") { Module.new { define_method(:sz, String.instance_method(:size)) } }
t("into String sub ok") { Class.new(String) { define_method(:sz, String.instance_method(:size)) }.new("abc").sz }
