def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
class Integer; def to_s = 42; end
t("interp") { "#{1}" }
t("puts") { puts 1; :ok }
t("join") { [1, 2].join(",") }
class Symbol; def to_s = nil; end
t("sym interp") { "#{:a}" }
