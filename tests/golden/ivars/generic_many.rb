# Ivars on many Strings, Arrays and Hashes with different names and orders (far more
# variations than a class keeps shapes for), read back after GC, removed, re-added, copied.
# 4.0: instance_variables order is per object; 3.1 used one class-wide order for all Strings
# (and one for all Arrays, ...), so the order lines print differently there.

$seed = 777
def rnd(n)
  $seed = ($seed * 1103515245 + 12345) % 2147483648
  ($seed >> 8) % n
end

def pick(count)
  names = (0...15).map { |i| :"@g#{i}" }
  out = []
  while out.size < count
    n = names[rnd(15)]
    out << n unless out.include?(n)
  end
  out
end

def fingerprint(obj)
  obj.instance_variables.map { |n| "#{n.to_s[2..]}:#{obj.instance_variable_get(n)}" }.join(",")
end

strings = []
orders = []
40.times do |i|
  s = "s#{i}"
  order = pick(1 + rnd(10))
  order.each_with_index { |n, k| s.instance_variable_set(n, i * 100 + k) }
  strings << s
  orders << order
end
strings.first(8).each { |s| puts "#{s} #{fingerprint(s)}" }
p strings.each_with_index.all? { |s, i| s.instance_variables == orders[i] }
GC.start
p strings.each_with_index.all? { |s, i| orders[i].each_with_index.all? { |n, k| s.instance_variable_get(n) == i * 100 + k } }
p strings.sum { |s| s.instance_variables.size }

# the strings themselves are unchanged and still usable
p strings.first(5)
p strings.map(&:size).sum
strings.each { |s| s << "!" }
p strings.last
p strings.last.instance_variables == orders.last

# arrays and hashes, same treatment
arrays = (0...20).map do |i|
  a = Array.new(i) { |k| k }
  pick(1 + i % 9).each_with_index { |n, k| a.instance_variable_set(n, k) }
  a
end
hashes = (0...20).map do |i|
  h = {}
  i.times { |k| h[k] = k * k }
  pick(1 + i % 11).each_with_index { |n, k| h.instance_variable_set(n, -k) }
  h
end
GC.start
arrays.first(4).each { |a| puts "#{a.inspect} #{fingerprint(a)}" }
hashes.first(3).each { |h| puts "#{h.size} #{fingerprint(h)}" }
p arrays.sum { |a| a.instance_variables.size }
p hashes.sum { |h| h.instance_variables.sum { |n| h.instance_variable_get(n) } }
arrays.each { |a| 50.times { |k| a << k } }
hashes.each { |h| 50.times { |k| h["x#{k}"] = k } }
GC.start
p arrays.sum { |a| a.instance_variables.sum { |n| a.instance_variable_get(n) } }
p hashes.sum { |h| h.instance_variables.size }
p [arrays[5].size, hashes[5].size]

# remove one ivar from every string, in different positions, then re-add it
strings.each_with_index do |s, i|
  victim = orders[i][i % orders[i].size]
  v = s.remove_instance_variable(victim)
  s.instance_variable_set(victim, v + 1) if i.even?
end
strings.first(6).each { |s| puts "#{s} #{fingerprint(s)}" }
p strings.sum { |s| s.instance_variables.size }

# dup / clone copy them; changing the copy leaves the original alone
s = strings[7]
d = s.dup
c = s.clone
p fingerprint(d) == fingerprint(s)
p fingerprint(c) == fingerprint(s)
d.instance_variables.each { |n| d.instance_variable_set(n, 0) }
c.instance_variable_set(:@added_to_clone, 1)
puts fingerprint(s)
puts fingerprint(d)
p c.instance_variables.last
p s.instance_variable_defined?(:@added_to_clone)

# frozen strings with ivars
strings.each_with_index { |str, i| str.freeze if i % 5 == 0 }
frozen_errors = 0
strings.each do |str|
  str.instance_variable_set(:@g0, :w)
rescue FrozenError
  frozen_errors += 1
end
p frozen_errors
p strings.count { |str| str.instance_variable_get(:@g0) == :w }
p strings[0].frozen?
p strings[0].dup.frozen?
p strings[0].dup.instance_variables == strings[0].instance_variables

# symbols and strings created from the same text do not share ivars
a1 = +"same"
a2 = +"same"
a1.instance_variable_set(:@mine, 1)
p [a1.instance_variables, a2.instance_variables]
p a1 == a2

# ivars of a String whose only reference is in another String's ivar
outer = +"outer"
outer.instance_variable_set(:@inner, (+"inner").tap { |x| x.instance_variable_set(:@deep, [1, 2, 3]) })
GC.start
p outer.instance_variable_get(:@inner)
p outer.instance_variable_get(:@inner).instance_variable_get(:@deep)
