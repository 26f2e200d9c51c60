# sorting and comparing symbols
# 4.0: Hash#inspect prints {4 => [...]} and {x: 3}
syms = %i[pear apple Banana cherry]
p syms.sort
p syms.min
p syms.max
p syms.sort_by { |s| [s.length, s] }
p syms.sort { |a, b| b <=> a }
p syms.map(&:to_s).map(&:downcase).sort.map(&:to_sym)
p :a.between?(:a, :c)
p %i[b a].minmax
p syms.group_by(&:size)
p %i[x y x z x].tally
p %i[x y x].uniq
