# One call site seeing 1..6 receiver classes in interleaved orders over many
# rounds (inline cache holds up to 4, then the global cache), then a method
# redefined in ONE of the classes mid-run. Includes the Rails read_attribute
# pattern: a module method calling another method that each class defines.

classes = (1..6).map do |i|
  Class.new do
    define_method(:tag) { "c#{i}" }
    define_method(:num) { i }
  end
end
C1, C2, C3, C4, C5, C6 = classes

def site_tag(o) = o.tag
def site_num(o) = o.num

# n receiver classes, interleaved in three orders, 6 rounds each
(1..6).each do |n|
  objs = classes.take(n).map(&:new)
  orders = [objs, objs.reverse, objs.each_with_index.sort_by { |o, i| (i * 7) % n }.map(&:first)]
  seen = []
  sum = 0
  6.times do |round|
    orders[round % 3].each do |o|
      seen << site_tag(o)
      sum += site_num(o)
    end
  end
  puts "#{n} classes: sum=#{sum} #{seen.take(2 * n).join(",")}"
end

puts "-- redefine in one class mid-run, at each position of a 6-way site"
[C1, C3, C4, C5, C6].each_with_index do |victim, k|
  objs = classes.map(&:new)
  out = []
  12.times do |round|
    if round == 5
      victim.class_eval { define_method(:tag) { "NEW#{k}" } }
    end
    out << objs.map { |o| site_tag(o) }.join(" ") if round == 4 || round == 5 || round == 11
  end
  puts out
end

puts "-- the Rails read_attribute pattern"
module AttributeMethods
  def read_attribute(name) = _read_attribute(name)
  def [](name) = read_attribute(name)
end
class Model
  include AttributeMethods
  def initialize(attrs) = @attrs = attrs
  def _read_attribute(name) = @attrs[name]
end
class User < Model; end
class Post < Model; end
class Comment < Model
  def _read_attribute(name) = "comment:" + super.to_s
end
class Tag
  include AttributeMethods
  def _read_attribute(name) = "tag-#{name}"
end
class Vote
  include AttributeMethods
  def initialize(v) = @v = v
  def _read_attribute(name) = @v * 2
end
records = [User.new(name: "ann"), Post.new(name: "hello"), Comment.new(name: "c1"),
           Tag.new, Vote.new(21), User.new(name: "bob")]
def read_all(records) = records.map { |r| r.read_attribute(:name) }
def index_all(records) = records.map { |r| r[:name] }
5.times { read_all(records); index_all(records) }
p read_all(records)
p index_all(records)

puts "-- Post overrides read_attribute itself"
class Post
  def read_attribute(name) = "post says " + super
end
3.times { p read_all(records) }
p index_all(records)

puts "-- Tag redefines _read_attribute mid-loop"
results = []
8.times do |i|
  Tag.class_eval { def _read_attribute(name) = "TAG-#{name}" } if i == 3
  results << read_all(records)[3]
end
p results

puts "-- the module's method itself is redefined"
module AttributeMethods
  def read_attribute(name) = "<#{_read_attribute(name)}>"
end
2.times { p read_all(records) }
p index_all(records)

puts "-- a seventh class arrives late, then an object of a known class gets a singleton"
class Late
  include AttributeMethods
  def _read_attribute(name) = :late
end
records << Late.new
2.times { p read_all(records) }
def (records[0])._read_attribute(name) = "singleton ann"
2.times { p read_all(records) }

puts "-- built-in receivers at one site"
def sz(x) = x.size
# Integer#size is the machine word size (8 on 64-bit), so positive sizes of
# Integers print as :word.
def sizes(vals) = vals.map { |v| r = sz(v); v.is_a?(Integer) && r > 0 ? :word : r }
vals = [[1, 2], "abc", {a: 1}, 1..5, :sym, 7, [], "", {}]
3.times { p sizes(vals) }
class Integer
  def size = -1
end
class Symbol
  def size = 100
end
p sizes(vals)
