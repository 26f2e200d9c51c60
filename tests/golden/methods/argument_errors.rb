def two(a, b) = nil
def one_plus(a, *rest) = nil
def one_two(a, b = 1) = nil
def none = nil
def range3(a, b = 1, c = 2, d) = nil

def try
  yield
  puts "ok"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

try { two(1) }
try { two(1, 2) }
try { two(1, 2, 3) }
try { one_plus }
try { one_plus(1, 2, 3, 4) }
try { one_two }
try { one_two(1, 2, 3) }
try { none(1) }
try { range3(1) }
try { range3(1, 2, 3, 4, 5) }
