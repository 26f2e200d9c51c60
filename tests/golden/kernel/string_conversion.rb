# 4.0: Hash#to_s prints {a: 1}; Kernel#String calls to_str or to_s
p String("already")
p String(42)
p String(1.5)
p String(nil)
p String(:sym)
p String([1, [2, nil]])
p String({ a: 1 })
p String(1..2)
p String(true)
class Label
  def to_s = "label text"
end
p String(Label.new)
class Strish
  def to_str = "via to_str"
  def to_s = "via to_s"
end
p String(Strish.new)
p "prefix " + Strish.new
begin
  "prefix " + Label.new
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
