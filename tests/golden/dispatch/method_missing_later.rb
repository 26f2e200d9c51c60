# method_missing defined after a call site has been raising NoMethodError,
# method_missing removed again, respond_to_missing? defined later, and
# method_missing receiving arguments, keyword arguments and blocks.
# 4.0: NoMethodError reads "undefined method 'zap' for an instance of Ghost"
# (3.1: "undefined method `zap' for #<Ghost:0x...>"); Kernel#method's NameError reads
# "undefined method 'whirl' for class 'Wisp'" (3.1: `whirl' and `Wisp').

class Ghost; end
class Shade < Ghost; end

def call_zap(o, *args, &blk)
  o.zap(*args, &blk)
rescue NoMethodError => e
  "NoMethodError: #{e.message}"
end

g = Ghost.new
s = Shade.new
3.times { p [call_zap(g), call_zap(s, 1)] }

puts "-- method_missing defined on Ghost"
class Ghost
  def method_missing(name, *args, **kw, &blk)
    if name.to_s.start_with?("z")
      r = "mm(#{name}, #{args.inspect}, #{kw.size} kw"
      r += ", block=#{blk.call(args.sum)}" if blk
      r + ")"
    else
      super
    end
  end
end
2.times { p [call_zap(g), call_zap(s, 1, 2)] }
p call_zap(g, 1, 2, 3) { |sum| sum * 10 }
p g.zap(k: 1, j: 2)
begin
  g.other_thing
rescue NoMethodError => e
  puts "super in method_missing: #{e.message} (#{e.name})"
end

puts "-- respond_to? before and after respond_to_missing?"
def answers(o) = [o.respond_to?(:zap), o.respond_to?(:other), o.respond_to?(:method_missing, true)]
2.times { p answers(g) }
class Ghost
  def respond_to_missing?(name, include_private = false)
    name.to_s.start_with?("z") || super
  end
end
2.times { p answers(g) }

puts "-- Shade overrides method_missing, then removes it"
class Shade
  def method_missing(name, *args) = "shade mm #{name} #{args.size}"
  def respond_to_missing?(name, priv = false) = true
end
2.times { p [call_zap(g), call_zap(s, 1, 2)] }
p s.anything_at_all(1)
p s.respond_to?(:anything_at_all)
Shade.send(:remove_method, :method_missing)
2.times { p [call_zap(g), call_zap(s, 1, 2)] }

puts "-- remove method_missing from Ghost: back to NoMethodError"
Ghost.send(:remove_method, :method_missing)
2.times { p [call_zap(g), call_zap(s)] }

puts "-- a real method defined later wins over method_missing"
class Phantom
  def method_missing(name, *args)
    name == :boo ? "mm boo #{args.first}" : super
  end
  def respond_to_missing?(name, include_private = false) = name == :boo || super
end
ph = Phantom.new
def call_boo(o, i) = o.boo(i)
3.times { |i| p call_boo(ph, i) }
class Phantom
  def boo(i) = "real boo #{i}"
end
3.times { |i| p call_boo(ph, i) }
Phantom.send(:remove_method, :boo)
2.times { |i| p call_boo(ph, i) }

puts "-- method_missing on a singleton and via a module"
module Catcher
  def method_missing(name, *args, &blk) = blk ? blk.call(name) : "caught #{name}"
  def respond_to_missing?(*) = true
end
plain = Object.new
def catch_it(o)
  o.catch_me { |n| "block got #{n}" }
rescue NoMethodError => e
  e.name
end
2.times { p catch_it(plain) }
plain.extend(Catcher)
2.times { p catch_it(plain) }
p plain.respond_to?(:whatever)

puts "-- a private or protected method called with a receiver goes to method_missing"
class Secretive
  def method_missing(name, *args) = "mm for #{name}"
  def hidden = "hidden (public)"
  def guarded = "guarded (public)"
end
def call_hidden(o) = o.hidden
def call_guarded(o) = o.guarded
sec = Secretive.new
2.times { p [call_hidden(sec), call_guarded(sec)] }
Secretive.send(:private, :hidden)
Secretive.send(:protected, :guarded)
2.times { p [call_hidden(sec), call_guarded(sec)] }
p sec.send(:hidden)
Secretive.send(:public, :hidden, :guarded)
p [call_hidden(sec), call_guarded(sec)]

puts "-- Kernel#method for a name answered by respond_to_missing?"
class Wisp
  def method_missing(name, *args) = name.to_s.start_with?("w") ? "wisp #{name} #{args.inspect}" : super
end
w = Wisp.new
begin
  w.method(:whirl)
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
class Wisp
  def respond_to_missing?(name, include_private = false) = name.to_s.start_with?("w") || super
end
m = w.method(:whirl)
3.times { |i| p m.call(i) }
p m.arity
p m.name
