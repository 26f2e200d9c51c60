def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def +(o) = nil; end
t("inject") { [1, 2, 3].inject(:+) }
t("sum") { [1, 2, 3].sum }
t("inject block") { [1, 2].inject { |a, b| a + b } }
