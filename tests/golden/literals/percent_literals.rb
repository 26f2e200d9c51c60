# %w %W %i %I array literals
p %w[apple banana cherry]
p %w(one two)
p %w{a b c}
p %w<x y>
p %w[]
p %w[with\ space plain]
x = 5
p %w[no #{x} interp]
p %W[yes #{x} interp]
p %W[a#{x}b c]
p %i[alpha beta gamma]
p %I[sym#{x} other]
p %w[
  multi
  line
]
p %w[1 2 3].map(&:to_i)
p %i[].size
