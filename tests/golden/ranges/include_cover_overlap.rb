# Range#include? (comparison for linear bounds, String membership, iteration otherwise),
# cover? with a Range argument, and overlap?.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

class Num < Numeric
  attr_reader :v
  def initialize(v) = @v = v
  def <=>(o) = o.is_a?(Num) ? v <=> o.v : nil
end
t("numeric subclass") { r = Num.new(0)..Num.new(6); [r.include?(Num.new(5)), r.include?(Num.new(9)), r.include?(Object.new)] }
t("numeric subclass endless") { [(Num.new(0)..).include?(Num.new(3)), (..Num.new(0)).include?(Num.new(3))] }
t("time") { n = Time.at(100); [(n..n + 60).include?(n + 1), (n...n + 60).include?(n + 60)] }
t("nil nil numeric") { [(nil..nil).include?(1), (nil..nil).include?(1.5), (nil..nil).include?(2r), (nil..nil).include?(Time.at(0))] }
t("nil nil string") { (nil..nil).include?("a") }
t("nil nil symbol") { (nil..nil).include?(:a) }
t("endless string") { ("a"..).include?("b") }
t("beginless string") { (.."z").include?("b") }
t("endless object") { (Object.new..).include?(1) }
t("strings") { r = "a".."aa"; [r.include?("b"), r.include?("aa"), r.include?("ab"), r.include?(""), r.include?(nil)] }
t("strings single") { [("a".."c").include?("b"), ("a"..."c").include?("c"), ("a".."c").include?("bc")] }
o = Object.new
def o.to_str = "b"
t("to_str") { ("a".."aa").include?(o) }
bad = Object.new
def bad.to_str = 1
t("bad to_str") { ("a".."aa").include?(bad) }
t("member?") { [(1..5).member?(3), ("a".."e").member?("f")] }

t("cover ints") { [(0..10).cover?(4...11), (0..10).cover?(4..11), (0...10).cover?(0...10), (0...10).cover?(0..10)] }
t("cover open") { [(0...).cover?(0..), (0...).cover?(4...), (0...).cover?(0...), (nil...nil).cover?(4..), (nil...nil).cover?(4...)] }
t("cover beginless") { [(..10).cover?(4...11), (...10).cover?(..10), (...10).cover?(...10), (...6).cover?(4..6)] }
t("cover backward and empty") { [(0..10).cover?(6..4), (0..10).cover?(4...4), (0..10).cover?(4..4)] }
t("cover strings") { [("a".."z").cover?("b"..."d"), ("a".."c").cover?("b"..."d")] }
t("cover values") { [(1..5).cover?(3), (1...5).cover?(5), ("a".."z").cover?("cc")] }

t("overlap") { [(1..3).overlap?(2..4), (1..3).overlap?(3..4), (1...3).overlap?(3..4), (1..3).overlap?(4..5)] }
t("overlap empty") { [(1...1).overlap?(1..1), (1..1).overlap?(1...1), (3..1).overlap?(1..3)] }
t("overlap open") { [(0..2).overlap?(..0), (0..2).overlap?(2..), (..0).overlap?(1..), (1..).overlap?(..0), (..0).overlap?(..2)] }
t("overlap nil nil") { [(nil..nil).overlap?(4..6), (nil..nil).overlap?(..6), (..6).overlap?(nil..nil), (4..).overlap?(nil..nil)] }
t("overlap incompatible") { [(1..3).overlap?("a".."b"), (.."a").overlap?(..6)] }
t("overlap non-range") { (1..3).overlap?(1) }
