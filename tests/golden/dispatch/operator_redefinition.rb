# Basic operators with fast paths redefined mid-loop (Integer#+, Integer#<,
# Array#[], Hash#[], String#==, NilClass#nil?): the redefinition takes effect
# at once at sites that already ran, and restoring the original through an
# alias takes effect at once too. Each redefinition only changes the answer
# for a marker operand and delegates otherwise, so the rest of the program
# (and any core method written in Ruby) keeps working.

MARK = 1000
def add(a, b) = a + b
def lt(a, b) = a < b
def idx(a, i) = a[i]
def hget(h, k) = h[k]
def streq(a, b) = a == b
def isnil(x) = x.nil?

puts "-- Integer#+"
out = []
(0..8).each do |round|
  if round == 3
    class Integer
      alias_method :orig_plus, :+
      def +(o) = o.equal?(MARK) ? :plus_hijacked : orig_plus(o)
    end
  elsif round == 6
    class Integer
      alias_method :+, :orig_plus
    end
  end
  out << [add(1, 2), add(1, MARK), add(2**64, MARK) == 2**64 + MARK, add(1.5, 1)]
end
out.each { |r| p r }
sum = 0
[1, 2, 3].each { |i| sum += i }
p sum

puts "-- Integer#<"
out = []
(0..8).each do |round|
  if round == 2
    class Integer
      alias_method :orig_lt, :<
      def <(o) = o.equal?(MARK) ? :lt_hijacked : orig_lt(o)
    end
  elsif round == 5
    class Integer
      remove_method :<     # Integer#< is Integer's own method: removing it leaves Comparable#<
    end
  elsif round == 7
    class Integer
      alias_method :<, :orig_lt
    end
  end
  out << [lt(1, 2), lt(3, MARK), lt(5, 4), Integer.instance_method(:<).owner]
end
out.each { |r| p r }
p Integer.instance_method(:<).owner

puts "-- Array#[] and a subclass of Array"
class MyList < Array; end
arrays = [[10, 20, 30], MyList[40, 50, 60]]
out = []
(0..9).each do |round|
  case round
  when 2
    class Array
      alias_method :orig_aref, :[]
      def [](*a) = a == [MARK] ? :aref_hijacked : orig_aref(*a)
    end
  when 4
    class MyList
      def [](i) = "MyList[#{i}] -> #{super}"
    end
  when 6
    class Array
      alias_method :[], :orig_aref
    end
  when 8
    MyList.send(:remove_method, :[])
  end
  out << arrays.map { |a| [idx(a, 1), idx(a, MARK)] }
end
out.each { |r| p r }

puts "-- Hash#[] and a subclass of Hash"
class MyHash < Hash; end
mh = MyHash.new
mh[:a] = "mine"
hashes = [{a: 1}, mh, Hash.new(:dflt)]
out = []
(0..9).each do |round|
  case round
  when 2
    class Hash
      alias_method :orig_hget, :[]
      def [](k) = k == :magic ? :hget_hijacked : orig_hget(k)
    end
  when 4
    class MyHash
      def [](k) = "MyHash(#{super})"
    end
  when 6
    class Hash
      alias_method :[], :orig_hget
    end
  when 8
    class MyHash
      remove_method :[]
    end
  end
  out << hashes.map { |h| [hget(h, :a), hget(h, :magic)] }
end
out.each { |r| p r }

puts "-- String#=="
MAGIC = :magic_string
out = []
(0..8).each do |round|
  if round == 3
    class String
      alias_method :orig_eq, :==
      def ==(o) = o.equal?(MAGIC) ? :eq_hijacked : orig_eq(o)
    end
  elsif round == 6
    class String
      alias_method :==, :orig_eq
    end
  end
  out << [streq("a", "a"), streq("a", "b"), streq("a", MAGIC), "x" != MAGIC]
end
out.each { |r| p r }

puts "-- NilClass#nil? and Object#nil?"
vals = [nil, 1, "s"]
out = []
(0..8).each do |round|
  if round == 3
    class NilClass
      alias_method :orig_nil_p, :nil?
      def nil? = :nil_hijacked
    end
  elsif round == 4
    class Object
      def nil? = :object_nil_p
    end
  elsif round == 6
    class NilClass
      alias_method :nil?, :orig_nil_p
    end
    class Object
      remove_method :nil?
    end
  end
  out << vals.map { |v| isnil(v) }
end
out.each { |r| p r }

puts "-- Integer#- redefined between calls of a method whose while loop uses it"
def count_down(n)
  r = []
  while n != 0
    r << n
    n = n - 1
  end
  r
end
p count_down(3)
class Integer
  alias_method :orig_minus, :-
  def -(o) = o == 1 ? orig_minus(2) : orig_minus(o)
end
p count_down(6)
class Integer
  alias_method :-, :orig_minus
end
p count_down(3)
