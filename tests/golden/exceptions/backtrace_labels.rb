# Labels of stored exceptions read late: nested namespaces, singleton methods, aliases, super
# through a module, method_missing, send, anonymous modules, builtins that yield, eval blocks.
module Outer
  module Inner
    class Deep
      def go = yield
      def self.s = raise("s")
      class << self
        def t = raise("t")
      end
      def orig = raise("orig")
      alias_method :aliased, :orig
      alias other orig
    end
  end
end
class Base
  def hello = raise("base")
end
module Mixin
  def hello = super
end
class Kid < Base
  include Mixin
  def hello = super
  def method_missing(name, *args) = raise("mm #{name}")
end
def catching
  yield
rescue => e
  e
end
def main
  list = []
  list << catching { Outer::Inner::Deep.s }
  list << catching { Outer::Inner::Deep.t }
  list << catching { Outer::Inner::Deep.new.aliased }
  list << catching { Outer::Inner::Deep.new.other }
  list << catching { Kid.new.hello }
  list << catching { Kid.new.nothing_here }
  list << catching { Kid.new.send(:hello) }
  obj = Object.new
  def obj.single = raise("single")
  list << catching { obj.single }
  o2 = Object.new
  o2.define_singleton_method(:ds) { raise "ds" }
  list << catching { o2.ds }
  anon = Module.new { def self.am = raise("am") }
  list << catching { anon.am }
  list << catching { Outer::Inner::Deep.new.go { [3].each_with_index { |x, i| raise "ewi" } } }
  list << catching { Outer::Inner::Deep.new.instance_eval { raise "ie" } }
  list << catching { Kid.class_eval { raise "ce" } }
  list << catching { [1, 2].each_slice(1).map { |a| raise "slice" } }
  list << catching { loop { raise "loop" } }
  list << catching { [[1]].each { |(a)| [a].sum { |x| raise "sum" } } }
  list.each do |e|
    puts "-- #{e.message}"
    puts e.backtrace.take_while { |l| !l.include?("<top") && !l.include?("<main>") }
  end
end
main
