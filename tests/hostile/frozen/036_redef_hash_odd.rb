def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def hash = "not an integer"; end
t("hash lookup") { h = { 1 => :a }; h[1] }
class String; def hash = 2**80; end
t("string key") { h = { "a" => 1 }; [h["a"], h["b"]] }
t("uniq") { %w[a b a].uniq }
