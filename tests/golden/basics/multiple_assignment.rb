# multiple assignment forms
a, b = 1, 2
p [a, b]
a, b = b, a
p [a, b]
c, d, e = 1, 2
p [c, d, e]
f, g = 1, 2, 3
p [f, g]
h, i = [10, 20]
p [h, i]
j = 1, 2, 3
p j
k, (l, m), n = 1, [2, 3], 4
p [k, l, m, n]
o, = [7, 8]
p o
q = r = 5
p [q, r]
s, t = "single"
p [s, t]
u, v = nil
p [u, v]
arr = []
arr[0], arr[1] = :x, :y
p arr
hsh = {}
hsh[:a], hsh[:b] = 1, 2
p hsh.size
result = (w, z = 3, 4)
p result
