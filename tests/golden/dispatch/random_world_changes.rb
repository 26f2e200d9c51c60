# A deterministic pseudo-random sequence of world changes (define, redefine,
# remove, include a module, prepend a module, add or remove a singleton
# method, change visibility) interleaved with calls from the same two call
# sites over a fixed set of receivers. After each step the cached sites are
# compared with uncached lookups (Method objects fetched afresh and send).

$seed = 12345
def rnd(n)
  $seed = ($seed * 1103515245 + 12345) % 2147483648
  ($seed >> 8) % n
end

class Root
  def m = "Root"
end
class A < Root; end
class B < A; end
class C < Root; end
class D < C; end
class E < B; end
CLASSES = [Root, A, B, C, D, E]
OBJS = CLASSES.map(&:new) + [B.new, D.new]

def site(o) = o.m                       # site 1: plain call
def site_safe(o)                        # site 2: call that may hit a private method
  o.m
rescue NoMethodError
  "private"
end

$version = 0
# What each class defines itself is tracked here rather than asked through
# reflection: nil (nothing), :public or :private.
$own = {Root => :public}
$singletons = {}
def step_define(k)
  v = ($version += 1)
  if rnd(2) == 0 || k == Root
    k.class_eval { define_method(:m) { "#{k}#{v}" } }
    $own[k] = :public
    "define #{k}##{v}"
  else
    k.class_eval { define_method(:m) { "#{k}#{v}>" + super() } }
    $own[k] = :public
    "define #{k}##{v} with super"
  end
end

def step_remove(k)
  return "remove skipped" if k == Root || !$own[k]
  k.send(:remove_method, :m)
  $own[k] = nil
  "remove #{k}#m"
end

def step_module(k, how)
  v = ($version += 1)
  mod = Module.new { define_method(:m) { "Mod#{v}>" + super() } }
  k.send(how, mod)
  "#{how} Mod#{v} into #{k}"
end

def step_singleton(i)
  o = OBJS[i]
  if $singletons[i]
    o.singleton_class.send(:remove_method, :m)
    $singletons[i] = false
    "remove singleton of obj#{i}"
  else
    v = ($version += 1)
    o.define_singleton_method(:m) { "S#{v}>" + super() }
    $singletons[i] = true
    "singleton S#{v} on obj#{i}"
  end
end

def step_visibility(k)
  return "visibility skipped" unless $own[k]
  if $own[k] == :private
    k.send(:public, :m)
    $own[k] = :public
    "public #{k}#m"
  else
    k.send(:private, :m)
    $own[k] = :private
    "private #{k}#m"
  end
end

mismatches = 0
60.times do |stepno|
  k = CLASSES[rnd(CLASSES.size)]
  what = case rnd(7)
         when 0, 1 then step_define(k)
         when 2 then step_remove(k)
         when 3 then step_module(k, :include)
         when 4 then step_module(k, :prepend)
         when 5 then step_singleton(rnd(OBJS.size))
         else step_visibility(k)
         end
  rounds = (1..3).map { OBJS.map { |o| site_safe(o) } }
  fresh = OBJS.map do |o|
    if o.respond_to?(:m)
      [o.method(:m).call, o.public_send(:m)].uniq.join("|")
    else
      "private"
    end
  end
  viasend = OBJS.map { |o| o.send(:m) }
  mismatches += 1 unless rounds.uniq.size == 1 && rounds[0] == fresh
  puts "#{stepno}: #{what}"
  puts "   " + rounds[0].join(" ")
  puts "   send: " + viasend.join(" ") if viasend != rounds[0]
end
p mismatches
p OBJS.map { |o| o.singleton_class.ancestors.size }
