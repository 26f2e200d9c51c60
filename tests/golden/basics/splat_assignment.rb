# splats on the left and right of assignments and in calls
a, *b = 1, 2, 3, 4
p a, b
*c, d = 1, 2, 3
p c, d
e, *f, g = 1, 2, 3, 4, 5
p e, f, g
h, *i = 1
p h, i
j, *k, l = 1, 2
p j, k, l
arr = [1, 2, 3]
m = *arr, 4
p m
n = [0, *arr, *[], 9]
p n
o = *nil
p o
q = *"str"
p q
r = *(1..4)
p r

def three(x, y, z)
  x + y + z
end
p three(*arr)
p three(1, *[2, 3])
s, (t, *u) = 1, [2, 3, 4]
p s, t, u
