def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
[Class.allocate, Range.allocate, Exception.allocate, Enumerator.allocate, Enumerator::Lazy.allocate].each do |o|
  t("dup #{o.class}") { o.dup.class }
  t("clone #{o.class}") { o.clone.class }
end
