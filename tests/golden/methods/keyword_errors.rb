def need_a(a:) = a
def need_ab(a:, b:) = [a, b]
def only_x(x: 1) = x
def pos_and_kw(p, k: 1) = [p, k]

def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

try { need_a(a: 1) }
try { need_a }
try { need_ab }
try { need_ab(b: 2) }
try { only_x(z: 3) }
try { only_x(y: 1, z: 2) }
try { need_a(a: 1, z: 9) }
try { pos_and_kw(k: 2) }
try { pos_and_kw(1, 2) }
