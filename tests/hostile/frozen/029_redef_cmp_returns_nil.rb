def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def <=>(o) = nil; end
t("sort") { [3, 1, 2].sort }
t("min") { [3, 1].min }
t("minmax") { [3, 1].minmax }
t("max(2)") { [3, 1, 2].max(2) }
