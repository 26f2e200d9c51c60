# 4.0: Hash#inspect prints {a: [1, 3]}; default procs
groups = Hash.new { |hash, key| hash[key] = [] }
groups[:a] << 1
groups[:b] << 2
groups[:a] << 3
p groups
lookup = Hash.new { |hash, key| "no #{key}" }
p lookup[:x]
p lookup
p lookup.size
fib = Hash.new { |memo, n| memo[n] = n < 2 ? n : memo[n - 1] + memo[n - 2] }
p fib[40]
p fib.size
p fib.keys.first(3)
nested = Hash.new { |h, k| h[k] = Hash.new(0) }
nested[:x][:y] += 1
nested[:x][:z] += 2
p nested
p groups.default_proc.nil?
p({}.default_proc)
p lookup.fetch(:x, "fetch bypasses the proc")
p lookup.dig(:q)
