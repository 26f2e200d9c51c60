def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end

inc, get = make_counter
inc.call
inc.call
inc.call
p get.call

inc2, get2 = make_counter
inc2.call
p get2.call
p get.call

adders = [1, 2, 3].map { |n| ->(x) { x + n } }
p adders.map { |f| f.call(10) }

x = 1
change = proc { x = 99 }
p x
change.call
p x

procs = []
i = 0
while i < 3
  procs << -> { i }
  i += 1
end
p procs.map(&:call)

procs = []
3.times { |j| procs << -> { j } }
p procs.map(&:call)
