def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

two = ->(a, b) { [a, b] }
opt = ->(a, b = 2) { [a, b] }
rest = ->(a, *r) { [a, r] }
kw = ->(k:) { k }

try { two.call(1, 2) }
try { two.call(1) }
try { two.call(1, 2, 3) }
try { two.call([1, 2]) }
try { opt.call }
try { opt.call(1, 2, 3) }
try { rest.call }
try { kw.call }
try { kw.call(k: 1, j: 2) }
