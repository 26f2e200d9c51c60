# Core methods that compare, hash, add or print elements call a user's redefinition of <=>, ==,
# eql?/hash, +, to_s, inspect: on user classes always, on core classes once redefined (CRuby's
# redefinition flags); a few stay on their fast path in CRuby too (Integer#+ in sum, String#hash).
def show(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message}"
end

class Pt
  attr_reader :v
  def initialize(v) = @v = v
  def <=>(o) = v <=> o.v
  def ==(o) = o.is_a?(Pt) && v == o.v
  def eql?(o) = o.is_a?(Pt) && v.eql?(o.v)
  def hash = v.hash
  def +(o) = Pt.new(v + o.v)
  def to_s = "P#{v}"
  def inspect = "#<P #{v}>"
end
a = [Pt.new(3), Pt.new(1), Pt.new(2)]
show("sort") { a.sort }
show("min") { a.min }
show("max") { a.max }
show("minmax") { a.minmax }
show("include?") { a.include?(Pt.new(2)) }
show("uniq") { (a + [Pt.new(1)]).uniq }
show("hash key") { h = { Pt.new(1) => :one }; [h[Pt.new(1)], h.key?(Pt.new(1))] }
show("inject") { a.inject(:+) }
show("sum") { a.sum(Pt.new(0)) }
show("==") { a == [Pt.new(3), Pt.new(1), Pt.new(2)] }
show("puts") { puts a.first; "x" }
show("interp") { "#{a.first}" }
show("p") { p a.first }
show("index") { a.index(Pt.new(2)) }
show("delete") { b = a.dup; b.delete(Pt.new(2)); b }
show("count") { a.count(Pt.new(1)) }
show("sort_by") { a.sort_by { |x| x } }
show("max_by") { a.max_by { |x| x } }
show("- ") { a - [Pt.new(1)] }
show("& ") { a & [Pt.new(1)] }
show("group") { a.group_by { |x| x }.size }
show("range min") { (1..3).min }
class Integer
  alias_method :orig_cmp, :<=>
  def <=>(o) = -orig_cmp(o)
end
show("sort") { [3, 1, 2].sort }
show("min") { [3, 1, 2].min }
show("max") { [3, 1, 2].max }
show("minmax") { [3, 1, 2].minmax }
show("sort!") { [3, 1, 2].sort! }
show("max(2)") { [3, 1, 2].max(2) }
show("range max") { (1..3).max }
show("< still") { 1 < 2 }
class Integer
  def <=>(o) = orig_cmp(o)
end
class Integer
  alias_method :orig_eq, :==
  def ==(o) = o.orig_eq(99) ? true : orig_eq(o)
end
show("include?") { [1, 2].include?(99) }
show("index") { [1, 2].index(99) }
show("array ==") { [1] == [99] }
show("count") { [1, 2].count(99) }
class String
  def hash = 1
  def eql?(o) = true
end
show("hash lookup") { h = { "a" => 1 }; h["zz"] }
show("uniq") { ["a", "b"].uniq }
class Integer
  def +(o) = 42
end
show("sum") { [1, 2, 3].sum }
show("inject") { [1, 2, 3].inject(:+) }
show("inject block") { [1, 2, 3].inject { |s, x| s + x } }
class Float
  def to_s = "FLOAT"
  def inspect = "FI"
end
show("puts float") { puts 1.5; 1 }
show("interp") { "#{1.5}" }
show("p float") { p 1.5 }
show("array inspect") { [1.5].inspect }
class Symbol
  def to_s = "SYM"
end
show("sym interp") { "#{:a}" }
show("puts sym") { puts :a; 1 }
