# 4.0: Hash#inspect in the FrozenError message prints symbol keys as `key: value`
def show
  yield
  puts "no error"
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
  p e.receiver.frozen?
end

s = "abc".freeze
show { s << "d" }
show { s.upcase! }
a = [1, 2].freeze
show { a << 3 }
show { a.push(9) }
h = { k: 1 }.freeze
show { h[:j] = 2 }
show { "fresh".dup << "ok" }
d = s.dup
d << "def"
p d
p FrozenError.ancestors.take(3)
