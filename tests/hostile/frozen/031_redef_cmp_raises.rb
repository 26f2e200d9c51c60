def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def <=>(o) = raise("boom"); end
t("sort") { [3, 1, 2].sort }
t("sort_by") { [3, 1, 2].sort_by { |x| x } }
t("sort big") { (1..40).to_a.reverse.sort }
