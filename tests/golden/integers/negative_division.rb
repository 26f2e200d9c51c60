# integer division floors toward negative infinity; % takes the sign of the divisor
p 7 / 2
p -7 / 2
p 7 / -2
p -7 / -2
p 7 % 3
p -7 % 3
p 7 % -3
p -7 % -3
p 7.remainder(3)
p -7.remainder(3)
p 7.remainder(-3)
p -7.div(2)
p -7.modulo(2)
p -1 / 10
p -1 % 10
p 0 / -5
p -9.fdiv(2)
p -6 / 3
