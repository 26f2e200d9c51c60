# methods that change an array in place
a = [1, 2, 3]
a.push(4)
a << 5
p a
p a.pop
p a.shift
p a
a.unshift(0)
p a
a.insert(2, :x, :y)
p a
p a.delete(:x)
p a.delete(:nope)
p a
p a.delete_at(1)
p a
a.concat([7, 8])
p a
a[10] = 10
p a
a[1..2] = [:a, :b, :c]
p a
a.compact!
p a
p a.pop(2)
p a.shift(2)
p a
a.clear
p a
b = [3, 1, 2]
b.sort!
p b
b.reverse!
p b
b.map! { |x| x * 10 }
p b
b.select!(&:positive?)
b.reject! { |x| x > 25 }
p b
p b.push(1, 2, 3)
p [1, 1, 2].uniq!
p [1, 2].uniq!
c = [1, 2, 3, 4]
c.delete_if(&:even?)
p c
p Array.new(3, 0).fill(7)
