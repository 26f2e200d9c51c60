def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Float; def inspect = raise("no inspect"); end
t("p") { p 1.5 }
t("array inspect") { [1.5].inspect }
t("hash inspect") { { a: 1.5 }.inspect }
class NilClass; def inspect = 5; end
t("nil inspect in array") { [nil].inspect }
