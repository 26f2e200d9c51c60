# 4.0: Hash#inspect prints {"a" => 2}; default values
counts = Hash.new(0)
%w[a b a c a].each { |w| counts[w] += 1 }
p counts
p counts["zzz"]
p counts.key?("zzz")
p counts.fetch("a")
p counts.default
h = {}
p h[:x]
h.default = :dflt
p h[:x]
p h
shared = Hash.new([])
shared[:a] << 1
shared[:b] << 2
p shared
p shared[:anything]
p shared.size
fixed = Hash.new([])
fixed[:a] += [1]
fixed[:b] += [2]
p fixed
p Hash.new(5).fetch(:k, :fetch_default)
begin
  Hash.new(5).fetch(:k)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
end
