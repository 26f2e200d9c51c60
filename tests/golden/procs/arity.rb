p proc { }.arity
p proc { || }.arity
p proc { |a| }.arity
p proc { |a, b| }.arity
p proc { |a, b = 1| }.arity
p proc { |*a| }.arity
p proc { |a, *b| }.arity
p lambda { }.arity
p lambda { |a| }.arity
p lambda { |a, b| }.arity
p ->(a, b = 1) { }.arity
p ->(*a) { }.arity
p ->(a, *b) { }.arity
p ->(a, *b, c) { }.arity
p ->(k:) { }.arity
p ->(k: 1) { }.arity
p ->(a, k:) { }.arity
p ->(**kw) { }.arity
