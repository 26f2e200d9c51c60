# round, floor, ceil and truncate on floats
p 2.4.round, 2.5.round, 2.6.round
p -2.4.round, -2.5.round, -2.6.round
p 0.5.round, 1.5.round
p 2.5.round(half: :even), 3.5.round(half: :even)
p 2.5.round(half: :down), 2.5.round(half: :up)
p 3.14159.round(2)
p 3.14159.round(4)
p 1234.567.round(-2)
p 1234.567.round(-2).class
p 3.14159.round(0)
p 3.14159.round(0).class
p 3.14159.round(2).class
p 2.7.floor, -2.7.floor
p 2.2.ceil, -2.2.ceil
p 2.7.truncate, -2.7.truncate
p 3.14159.floor(2), 3.14159.ceil(2)
p 12.34.floor(-1), 12.34.ceil(-1)
p 2.0.round
p 1e20.round
p 1.5.floor.class
p 10.0.to_i, 9.99.to_i, -9.99.to_i
p 1e20.to_i
