# Observable (a bundled gem in 4.0) running unmodified.
# 4.0: expected output from Debian's ruby 3.1 (observer 0.1.1; the build of 4.0 here has no
# observer).
require "observer"

class Ticker
  include Observable
  def tick(n)
    changed
    notify_observers(:tick, n)
  end
end

class Watcher
  def initialize(name) = @name = name
  def update(kind, n) = puts("#{@name} got #{kind} #{n}")
end

t = Ticker.new
w = Watcher.new("w1")
p t.add_observer(w)
t.add_observer(Watcher.new("w2"))
p t.count_observers
t.tick(1)
t.delete_observer(w)
t.tick(2)
p t.changed?
t.notify_observers(:not_changed, 0)
t.add_observer(proc { |k, n| puts "proc #{k} #{n}" }, :call)
t.tick(3)
t.changed
p t.changed?
t.changed(false)
p t.changed?
begin
  t.add_observer(Object.new)
rescue NoMethodError => e
  p e.class
end
t.delete_observers
p t.count_observers
t.tick(4)
puts "done"
# ruby40: skip (the WASI build lacks the bundled gem)
