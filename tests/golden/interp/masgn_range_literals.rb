# Multiple assignment of plain variables from a literal list needs no Array; Integer range
# literals are one frozen object per site. Semantics are unchanged.
a = 1; b = 2; c = 3
a, b = b, a
p [a, b]
a, b, c = c, a, b
p [a, b, c]
@x, $y = :ivar, :gvar
p [@x, $y]
x, y = 1
p [x, y]
m, n = [4, 5]
p [m, n]
v = (q, r = 6, 7)
p v, q, r
s, *t = 1, 2, 3
p s, t
def swap(a, b)
  a, b = b, a
  [a, b]
end
p swap(:l, :r)
def lit = 1..3
p lit.equal?(lit), lit.frozen?, lit.to_a, (1...4).to_a, (2..).first(2), (..5).include?(3)
big = 2**70
p (1..big).last, ((1..10).step(3)).to_a
arr = [10, 20, 30, 40]
p arr[1..2], arr[1...-1], arr[2..], arr[..1]
