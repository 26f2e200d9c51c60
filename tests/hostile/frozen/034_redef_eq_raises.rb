def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def ==(o) = raise(ArgumentError, "eq"); end
t("include?") { [1, 2].include?(3) }
t("index") { [1, 2].index(3) }
t("array ==") { [1] == [2] }
t("delete") { [1, 2].delete(3) }
t("count") { [1, 2].count(3) }
