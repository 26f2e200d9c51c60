# Captured locals: blocks share the frame's variables while it runs, and procs keep them after
# it returns (closed environments), across nesting levels, recursion and exceptions.
def counter
  n = 0
  inc = -> { n += 1 }
  get = -> { n }
  [inc, get]
end
inc, get = counter
3.times { inc.call }
p get.call

def shared
  x = 1
  [1, 2].each { |i| x += i }
  y = x * 10
  pr = proc { x + y }
  x = 100
  pr
end
p shared.call

def nested
  a = 1
  outer = nil
  [10].each do |b|
    [100].each do |c|
      outer = -> { a + b + c }
      a += 1
    end
    b += 1
  end
  outer
end
p nested.call

def recurse(n, acc)
  return acc if n == 0
  local = n
  acc << -> { local * 2 }
  recurse(n - 1, acc)
end
p recurse(4, []).map(&:call)

def with_rescue
  v = :before
  begin
    [1].each { v = :in_block; raise "boom" }
  rescue => e
    v = [v, e.message]
  end
  -> { v }
end
p with_rescue.call

procs = []
5.times { |i| sq = i * i; procs << -> { sq } }
p procs.map(&:call)

def many_locals
  a1 = 1; a2 = 2; a3 = 3; a4 = 4; a5 = 5; a6 = 6; a7 = 7; a8 = 8; a9 = 9; a10 = 10
  a11 = 11; a12 = 12; a13 = 13; a14 = 14; a15 = 15; a16 = 16; a17 = 17; a18 = 18; a19 = 19; a20 = 20
  a21 = 21; a22 = 22; a23 = 23; a24 = 24; a25 = 25; a26 = 26; a27 = 27; a28 = 28; a29 = 29; a30 = 30
  a31 = 31; a32 = 32; a33 = 33; a34 = 34; a35 = 35; a36 = 36; a37 = 37; a38 = 38; a39 = 39; a40 = 40
  -> { a1 + a10 + a20 + a30 + a40 }
end
p many_locals.call

class Maker
  def make(k)
    self.class.send(:define_method, "get_#{k}") { k.to_s * 2 }
  end
end
m = Maker.new
m.make(:ab)
p m.get_ab

def block_sees_later_assignment
  z = nil
  pr = -> { z }
  z = :set_after
  pr.call
end
p block_sees_later_assignment

x = 0
add = ->(d) { x += d }
add.(5)
add.(7)
p x
