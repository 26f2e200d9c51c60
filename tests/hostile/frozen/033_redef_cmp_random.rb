def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class String; def <=>(o) = [-1, 0, 1, nil].sample; end
t("sort") { %w[a b c d e f g h i j k l m n o p q r].sort.size }
t("max") { %w[a b c].max }
