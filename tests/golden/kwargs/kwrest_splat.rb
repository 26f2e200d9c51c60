# 4.0: Hash#inspect prints symbol keys as `key: value` and other keys as `"k" => value`
# (3.1 prints `:key=>value` and `"k"=>value`)
# **rest parameters and **splats at call sites: contents and order of the collected Hash,
# explicit keywords mixed with **rest, later duplicates winning, `**{}` passing nothing, and the
# collected Hash being a fresh object that the callee may mutate freely.

def rest(**kw) = kw
def named_rest(a: 1, **kw) = [a, kw]
def req_rest(a:, **kw) = [a, kw]
def pos_rest(x, **kw) = [x, kw]

3.times do |i|
  p rest
  p rest(a: i)
  p rest(z: i, a: 1, m: 2)
  p named_rest
  p named_rest(b: i)
  p named_rest(b: i, a: 0)
  p named_rest(c: 3, a: i, b: 2)
  p req_rest(a: i)
  p req_rest(x: 1, a: i, y: 2)
  p pos_rest(i)
  p pos_rest(i, q: i)
end

# **splats at call sites, with and without literal keys around them.
base = { a: 1, b: 2 }
more = { c: 3, a: 10 }
3.times do |i|
  p rest(**base)
  p rest(**base, c: i)
  p rest(c: i, **base)
  p rest(**base, **more)
  p rest(**more, **base)
  p rest(a: i, **more)
  p rest(**more, a: i)
  p named_rest(**base)
  p named_rest(**more, d: i)
  p named_rest(a: i, **{ b: 2 })
  p req_rest(**base)
  p pos_rest(i, **more)
end

# **{} and an empty Hash splat pass no keywords at all.
empty = {}
3.times do |i|
  p rest(**{})
  p rest(**empty)
  p rest(**empty, k: i)
  p named_rest(**empty)
  p pos_rest(i, **empty)
  p [rest(**empty).equal?(empty), rest(**empty).empty?]
end

# The collected Hash is new on every call: mutating it affects neither the caller's Hash nor
# the next call.
def mutate(**kw)
  kw[:seen] = (kw[:seen] || 0) + 1
  kw
end
src = { n: 1 }
3.times do |i|
  r1 = mutate(n: i)
  r2 = mutate(**src)
  r3 = mutate
  p [r1, r2, r3, src]
  p [r2.equal?(src), r2.frozen?, r3.frozen?]
end

# The Hash handed to **kw can be splatted onward and compared.
def outer(**kw) = inner(**kw, outer: true)
def inner(outer: false, **kw) = [outer, kw]
3.times { |i| p outer(a: i, b: i * 2) }

# Keys keep insertion order; replacing an existing key keeps its position.
def order(**kw) = kw.keys
ac = { a: 2, c: 9 }
p order(c: 1, a: 2, b: 3)
p order(c: 1, **ac)
p order(**ac, b: 1, c: 0)

# Anonymous ** parameter passed on.
# 4.0: anonymous `**` forwarding is new in 3.2; 3.1 reports a syntax error
def anon(**) = rest(**)
def anon2(x, **) = [x, named_rest(**)]
3.times do |i|
  p anon
  p anon(i: i)
  p anon2(i, a: i, z: 0)
end
