# include / prepend / extend into classes and objects that call sites already
# cached: module methods shadow superclass methods but not the class's own,
# prepended modules shadow the class and reach it with super, and including a
# module into a module that is already included elsewhere.

class Widget
  def render = "Widget#render"
end
class Button < Widget
end
class Link < Widget
  def render = "Link#render"
end

def show(w) = w.render
ws = [Widget.new, Button.new, Link.new]
3.times { p ws.map { |w| show(w) } }

puts "-- include into Button (module sits between Button and Widget)"
module Fancy
  def render = "Fancy(" + super + ")"
end
Button.include(Fancy)
2.times { p ws.map { |w| show(w) } }
p Button.ancestors.take(3)

puts "-- include into Link (the class's own method wins)"
Link.include(Fancy)
2.times { p ws.map { |w| show(w) } }

puts "-- prepend into Link (prepended module wins, super reaches Link#render)"
module Loud
  def render = super.upcase + "!"
end
Link.prepend(Loud)
2.times { p ws.map { |w| show(w) } }
p Link.ancestors.take(4)

puts "-- prepend into Widget (all three see it through super chains)"
module Framed
  def render = "[" + super + "]"
end
Widget.prepend(Framed)
2.times { p ws.map { |w| show(w) } }

puts "-- a method added to an already-included module later"
module Fancy
  def color = "fancy color"
end
def color_of(w)
  w.color
rescue NoMethodError => e
  "no color for #{e.receiver.class}"
end
2.times { p ws.map { |w| color_of(w) } }
class Widget
  def color = "plain color"
end
2.times { p ws.map { |w| color_of(w) } }

puts "-- including a module into a module that is already included elsewhere"
module Inner
  def inner_m = "Inner#inner_m"
  def render = "Inner(" + super + ")"
end
module Outer
  def outer_m = "Outer#outer_m"
end
class Host
  include Outer
  def render = "Host#render"
end
def inner_of(o)
  o.inner_m
rescue NoMethodError
  "no inner_m"
end
h = Host.new
3.times { p [h.outer_m, inner_of(h), show(h)] }
Outer.include(Inner)
# Since Ruby 3.0, a module included into Outer later is also seen by classes
# that included Outer before.
2.times { p [h.outer_m, inner_of(h), show(h)] }
p Host.ancestors.take(4)
class Host2
  include Outer
end
p Host2.ancestors.take(3)
p inner_of(Host2.new)

puts "-- prepend into a module that is already included"
module Pre
  def outer_m = "Pre+" + super
end
Outer.prepend(Pre)
2.times { p [h.outer_m, Host2.new.outer_m] }

puts "-- extend one object"
module Shiny
  def render = "Shiny(" + super + ")"
end
w1 = Widget.new
w2 = Widget.new
2.times { p [show(w1), show(w2)] }
w1.extend(Shiny)
2.times { p [show(w1), show(w2)] }
p w1.singleton_class.ancestors.drop(1).take(3)

puts "-- including a module twice is a no-op; include order decides"
module A; def which = "A"; end
module B; def which = "B"; end
class Order
  include A
end
def which(o) = o.which
o = Order.new
2.times { p which(o) }
Order.include(B)
2.times { p which(o) }
Order.include(A)
2.times { p which(o) }
p Order.ancestors.take(3)
