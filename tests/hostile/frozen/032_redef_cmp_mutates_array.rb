def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
A = [5, 3, 1, 4, 2] * 5
class Integer
  alias_method :hostile_cmp, :<=>
  def <=>(o)
    A.clear
    hostile_cmp(o)
  end
end
t("sort!") { A.sort!; A.size }
t("sort") { B = [3, 2, 1]; B.sort }
