def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module Rev; def <=>(o) = -super; end
Integer.prepend(Rev)
t("sort") { [1, 3, 2].sort }
t("min") { [1, 3, 2].min }
t("range max") { (1..3).max }
