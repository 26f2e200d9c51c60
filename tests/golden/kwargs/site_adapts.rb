# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# One call site with literal keywords meets callees of every shape: Ruby methods with keywords,
# with a positional Hash, with **kw only, with *rest, without parameters, built-in methods,
# method_missing, and a method redefined between calls. The site must adapt each time, and go
# back again.

def try
  p yield
rescue ArgumentError, NoMethodError => e
  puts "#{e.class}: #{e.message}"
end

class KwTaker;    def run(a:, b: 0) = [:kw, a, b]; end
class OptKw;      def run(a: :da, b: :db, c: :dc) = [:optkw, a, b, c]; end
class HashTaker;  def run(h) = [:hash, h]; end
class OptHash;    def run(h = {}) = [:opthash, h]; end
class KwRest;     def run(**kw) = [:kwrest, kw]; end
class RestTaker;  def run(*args) = [:rest, args]; end
class Both;       def run(*args, **kw) = [:both, args, kw]; end
class NoParams;   def run = :noparams; end
class StrictNil;  def run(**nil) = :strictnil; end
class ReqPos;     def run(x, a:, b:) = [:reqpos, x, a, b]; end
class Ghosty;     def method_missing(n, *a, **k) = [:mm, n, a, k]; def respond_to_missing?(*) = true; end
class Defined;    define_method(:run) { |a:, b: 0| [:defined, a, b] }; end
class Procish;    define_method(:run, &proc { |h| [:procish, h] }); end
class Aliased;    def orig(b:, a:) = [:aliased, a, b]; alias run orig; end
class ArrayBased < Array; alias run push; end
class HashBased < Hash
  def run(*args) = [:hashbased, args, merge(*args)]
end

def site(obj, i) = obj.run(a: i, b: i + 1)
def site_splat(obj, h) = obj.run(**h)
def site_mixed(obj, i, h) = obj.run(a: i, **h)

receivers = [KwTaker, OptKw, HashTaker, OptHash, KwRest, RestTaker, Both, NoParams, StrictNil,
             ReqPos, Ghosty, Defined, Procish, Aliased, ArrayBased, HashBased].map(&:new)

3.times do |i|
  receivers.each { |r| try { site(r, i) } }
end

# The same receiver class over and over, then a different one, then back.
seq = [KwTaker.new] * 4 + [HashTaker.new] * 3 + [KwTaker.new] * 2 + [KwRest.new, KwTaker.new, RestTaker.new, KwTaker.new]
seq.each_with_index { |r, i| try { site(r, i) } }

# **splat sites, including an empty splat, against the same receivers.
[{ a: 1, b: 2 }, {}, { b: 3 }].each do |h|
  receivers.each { |r| try { site_splat(r, h) } }
end

# Literal keys mixed with a splat.
[{ b: 5 }, {}, { c: 6 }].each do |h|
  [KwTaker, OptKw, HashTaker, KwRest, Both, RestTaker].each { |c| try { site_mixed(c.new, 1, h) } }
end

# A method redefined while a call site keeps calling it: keywords, then positional Hash,
# then **kw, then *rest, then keywords again.
def target(a:, b: 0) = [:v1, a, b]
def caller_site(i) = target(a: i, b: -i)
results = []
3.times { |i| results << caller_site(i) }
def target(h) = [:v2, h]
3.times { |i| results << caller_site(i) }
def target(**kw) = [:v3, kw]
3.times { |i| results << caller_site(i) }
def target(*args) = [:v4, args]
3.times { |i| results << caller_site(i) }
def target(b:, a:, c: :c) = [:v5, a, b, c]
3.times { |i| results << caller_site(i) }
def target(a:) = [:v6, a]
3.times { |i| results << (caller_site(i) rescue "#{$!.class}: #{$!.message}") }
def target = :v7
3.times { |i| results << (caller_site(i) rescue "#{$!.class}: #{$!.message}") }
results.each { |r| p r }

# A method defined on a singleton after the site has been used with the class's method.
class Plain; def run(a:, b:) = [:plain, a, b]; end
objs = Array.new(3) { Plain.new }
def (objs[1]).run(h) = [:singleton, h]
2.times { |i| objs.each { |o| try { site(o, i) } } }

# Subclass overriding with a different parameter shape.
class Sub < KwTaker; def run(h) = [:sub, h]; end
class Sub2 < KwTaker; def run(**kw) = [:sub2, super(**kw)]; end
class Sub3 < HashTaker; def run(a:, b:) = [:sub3, super({ a: a, b: b })]; end
2.times do |i|
  [KwTaker, Sub, Sub2, HashTaker, Sub3].each { |c| try { site(c.new, i) } }
end
