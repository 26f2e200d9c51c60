# local variable scoping: def starts a new scope, blocks see outer locals
x = 1
def no_access
  defined?(x) ? :visible : :hidden
end
p no_access
[1, 2].each { |i| x += i }
p x
[1].each { y = 5 }
p defined?(y)
z = 0
[1, 2, 3].each do |z2|
  z = z2
end
p z
w = 100
[1].each { |w| w + 1 }
p w
if false
  never = 1
end
p never
1.times { |i; x| x = :block_local }
p x
