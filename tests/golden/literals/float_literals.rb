# float literal forms
p 1.5
p -0.25
p 1e3
p 1E3
p 1.5e-3
p 2.5e+2
p 1_000.000_1
p 0.0
p -0.0
p 3.14159.class
p 1e0
p 12.0
p 100.0
p 0.1
p 1.0 / 3
