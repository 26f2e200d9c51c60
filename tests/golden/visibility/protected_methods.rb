# 4.0: NoMethodError message says "for an instance of Score" with straight quotes
class Score
  def initialize(points)
    @points = points
  end

  def beats?(other)
    points > other.points
  end

  def same_as?(other)
    other.points == points
  end

  protected

  def points
    @points
  end
end

a = Score.new(10)
b = Score.new(7)
p a.beats?(b)
p b.beats?(a)
p a.same_as?(Score.new(10))
begin
  a.points
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p a.respond_to?(:points)
p a.send(:points)

class Bonus < Score
  def double_of?(other) = points == other.points * 2
end
p Bonus.new(14).double_of?(b)
