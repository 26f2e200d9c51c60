# Backtraces read after the frames that raised them have returned: methods, blocks, procs,
# lambdas, define_method, Class#new/initialize, builtins that yield, singleton and module
# methods. Lines are shown up to the first top-level frame (whose label depends on how the
# file was loaded).
def bt(e) = e.backtrace.take_while { |l| !l.include?("<top (required)>") && !l.include?("<main>") }

def show(title, e)
  puts "#{title}: #{e.class}: #{e.message}"
  bt(e).each { |l| puts "  #{l}" }
end

def catching
  yield
  nil
rescue Exception => e
  e
end

def leaf(x) = raise(ArgumentError, "leaf #{x}")
def middle(x) = leaf(x + 1)
def top_method(x) = middle(x * 2)

class Widget
  attr_reader :size

  def initialize(size)
    raise TypeError, "bad size" unless size.is_a?(Integer)
    @size = size
  end

  def self.build(size) = new(size)

  def each_part
    [1, 2].each { |i| yield i }
  end

  def explode_in_block
    each_part { |i| [i].map { |j| raise "part #{j}" if j == 2 } }
  end

  define_method(:defined_boom) { |n| n.times { |i| raise IndexError, "dm #{i}" if i == 1 } }
end

module Util
  def self.check(v) = v.fetch(:missing)
  def helper = Integer("zz")
end

class UsesUtil
  include Util
end

def make_proc = proc { |v| raise KeyError, "proc #{v}" }
def make_lambda = ->(v) { 1 / v }

def run_all
  errors = []
  errors << ["methods", catching { top_method(1) }]
  errors << ["initialize", catching { Widget.build("big") }]
  errors << ["nested blocks", catching { Widget.new(1).explode_in_block }]
  errors << ["define_method", catching { Widget.new(2).defined_boom(3) }]
  errors << ["module function", catching { Util.check({}) }]
  errors << ["included", catching { UsesUtil.new.helper }]
  pr = make_proc
  errors << ["proc", catching { pr.call(5) }]
  la = make_lambda
  errors << ["lambda", catching { la.(0) }]
  errors << ["times", catching { 3.times { |i| raise "times #{i}" if i == 2 } }]
  errors << ["hash each", catching { { a: 1 }.each { |k, v| k.no_such_method } }]
  errors << ["no method", catching { nil.upcase }]
  errors
end

list = run_all
GC.start
junk = Array.new(2000) { |i| "junk #{i}" * 3 }
list.each { |title, e| show(title, e) }
p junk.size
