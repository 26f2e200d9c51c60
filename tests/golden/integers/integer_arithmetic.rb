# basic integer arithmetic and precedence
p 7 + 3
p 7 - 10
p 6 * 7
p 20 / 4
p 7 / 2
p 7 % 3
p 2 + 3 * 4
p (2 + 3) * 4
p 10 - 2 - 3
p 2 * 3 ** 2
p -2 ** 2
p (-2) ** 2
p 100 / 10 / 5
p -(5 + 5)
p 7.0 / 2
p 7 / 2.0
p 1 + 2.0
p (1 + 2.0).class
p 3.fdiv(2)
p 5.div(2)
p 5.modulo(3)
p 5.pred, 5.succ
p 1 <=> 2, 2 <=> 2, 3 <=> 2
p 1 == 1.0, 1.eql?(1.0), 1.equal?(1)
