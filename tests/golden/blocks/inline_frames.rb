# Non-local exits (break, next, return, exceptions, ensure) through calls that Corundum runs
# inside one interpreter loop: yield, calls with a block literal, super, send, keyword calls.
def each3; yield 1; yield 2; yield 3; :done; end
def wrap; r = each3 { |x| yield x }; [:wrap, r]; end
def ens; each3 { |x| return x * 10 if x == 2 }; ensure; puts "ensure ran"; end
p each3 { |x| break x * 100 if x == 2 }
p wrap { |x| break :outer if x == 3 }
p ens
def deep(n, &b) = n == 0 ? each3(&b) : deep(n - 1, &b)
p deep(3) { |x| break [:deep, x] if x == 2 }
r = [1, 2, 3].map { |x| each3 { |y| break y + x } }
p r
def nxt; each3 { |x| next if x == 1; puts x }; end
p nxt
def raiser; each3 { |x| raise "boom #{x}" if x == 2 }; end
begin; raiser; rescue => e; p e.message; end
def opt(a, b = 2) = yield(a + b)
p opt(1) { |s| s * 2 }, opt(1, 5) { |s| break -s }
x = 0
res = each3 do |i|
  each3 { |j| x += i * j; break if j == 2 }
end
p res, x
def lam_y; l = ->(v) { return v * 2 }; [l.call(2), each3 { |v| v }]; end
p lam_y
def m_with_ensure
  each3 do |i|
    begin
      break i if i == 2
    ensure
      puts "inner ensure #{i}"
    end
  end
end
p m_with_ensure
pr = proc { |a, b| [a, b] }
def y2; yield [1, 2]; end
p y2(&pr), y2 { |a, b| [b, a] }, y2 { |a| a }
# super with a block passing through, break out of it
class Pa; def walk; yield :pa; :pa_done; end; end
class Ch < Pa; def walk; super; end; end
p Ch.new.walk { |x| break [:broke, x] }
p Ch.new.walk { |x| x }
# send with a block literal, kwargs with a block, exceptions through inline frames
def kwb(a:, b: 2) = yield(a + b)
p kwb(a: 1) { |s| break s * 10 }, kwb(a: 1, b: 5) { |s| s }
p send(:each3) { |x| break x if x == 3 }
def deep_raise(n) = n == 0 ? raise(ArgumentError, "bottom") : deep_raise(n - 1)
begin; deep_raise(50); rescue ArgumentError => e; p [e.message, e.backtrace.size > 10]; end
def ensure_order
  log = []
  [1, 2].each do |i|
    begin
      each3 { |j| log << [i, j]; break if j == 2 }
    ensure
      log << [:ensure, i]
    end
  end
  log
end
p ensure_order
def ret_from_nested = [1, 2, 3].each { |i| each3 { |j| return [i, j] if i * j == 4 } }
p ret_from_nested
