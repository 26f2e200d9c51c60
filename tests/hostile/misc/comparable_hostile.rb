# <=> returning odd values to sort, min, max, clamp, between? and Comparable.
class C
  include Comparable
  def initialize(r) = @r = r
  def <=>(o) = @r
end
[nil, "x", 2**64, 1.5, 0.0 / 0, Object.new, -2**64].each do |r|
  a = [C.new(r), C.new(r), C.new(r)]
  [:sort, :min, :max, :minmax].each do |m|
    begin
      a.send(m)
    rescue ArgumentError, NoMethodError, TypeError, FloatDomainError => e
      p [r.class, m, e.class]
    end
  end
  begin
    C.new(r) < C.new(r)
    C.new(r).clamp(C.new(r), C.new(r))
    C.new(r).between?(C.new(r), C.new(r))
  rescue ArgumentError, NoMethodError, TypeError => e
    p [r.class, e.class]
  end
end
begin
  [3, 1, 2].sort { nil }
rescue ArgumentError => e
  p e.message
end
p [3, 1, 2].sort { 2**64 }, [3, 1, 2].sort { -1.5 }
