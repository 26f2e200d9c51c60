# statement modifiers
x = 5
puts "if modifier" if x > 3
puts "not printed" if x > 10
puts "unless modifier" unless x > 10
i = 0
i += 1 while i < 5
p i
i -= 2 until i < 0
p i
v = (raise "boom" rescue "rescued value")
p v
def risky
  Integer("zz") rescue -1
end
p risky
y = 10 if false
p y
z = (x * 2 if x.odd?)
p z
list = []
list << 1 << 2 unless list.frozen?
p list
