add3 = ->(a, b, c) { a + b + c }
c = add3.curry
p c[1][2][3]
p c.(1, 2).(3)
p c.(1).(2, 3)
add_one = c[1]
p add_one.lambda?
p add_one[10][20]

pr = proc { |a, b| [a, b] }
p pr.curry[1][2]
p pr.curry(3)[1][2][3]
