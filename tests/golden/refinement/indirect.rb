# Refinements seen by indirect calls: send, __send__, public_send, &:sym, Symbol#to_proc,
# method, instance_method, respond_to?, defined?, string interpolation and &obj.
class Point
  def initialize(x) = @x = x
  def x = @x
  def to_s = "P(#{@x})"
  private def hidden = "hidden"
end

module PointExt
  refine Point do
    def double = Point.new(x * 2)
    def to_s = "Point<#{x}>"
    def hidden = "public now"
  end
  refine String do
    def to_proc = ->(v) { "#{self}:#{v}" }
  end
end

SYM = :double.to_proc
def call_outside(pr, v) = pr.call(v)
pt = Point.new(1)

module Inside
  using PointExt
  PT = Point.new(2)
  p PT.send(:double).x, PT.__send__(:double).x, PT.public_send(:double).x
  p PT.send(:to_s), PT.public_send(:hidden)
  p [PT].map(&:double).map(&:x)
  p SYM.call(PT).x
  p call_outside(:to_s.to_proc, PT)
  m = PT.method(:double)
  p m.owner == PointExt.refinements[0], m.call.x, m.arity
  p Point.instance_method(:double).bind(PT).call.x
  p PT.respond_to?(:double), PT.respond_to?(:hidden)
  p defined?(PT.double), defined?(PT.nothing)
  p "#{PT}", "pt=#{PT}!"
  p %w[a b].map(&"tag")
  p PT.public_method(:double).call.x
end

p((pt.send(:double) rescue $!.class), (pt.public_send(:double) rescue $!.class))
p((SYM.call(pt) rescue $!.class))
p pt.respond_to?(:double), defined?(pt.double), "#{pt}"
p((pt.method(:double) rescue $!.class))
p((Point.instance_method(:double) rescue $!.class))
p(([pt].map(&"tag") rescue $!.class))

# `&:name` given in a refined scope keeps the refinements wherever the block runs; a
# Symbol#to_proc proc sees those of the scope calling it.
module Num
  refine Integer do
    def to_s = "N#{super}"
  end
end
def each_item(items, &b) = items.map(&b)
def yielder(x) = yield(x)
TO_S = :to_s.to_proc
module Z
  using Num
  p each_item([1, 2], &:to_s), yielder(3, &:to_s)
  P = proc(&:to_s)
  p P.lambda?, P.arity, P == :to_s.to_proc
  p TO_S.call(4), [5].map(&TO_S), yielder(6, &TO_S)
end
p Z::P.call(7), [8].map(&Z::P), TO_S.call(9)

# `===` of case/when and case/in patterns.
module CaseRef
  refine Integer.singleton_class do
    def ===(o) = o == "int"
  end
end
module Cases
  using CaseRef
  kinds = [Integer]
  p((case "int" when Integer then :yes else :no end), (case 5 when Integer then :yes else :no end))
  p((case "int" when *kinds then :splat else :no end))
  matched = case "int"
            in Integer then :in
            else :no
            end
  p matched
end
p((case "int" when Integer then :yes else :no end))
