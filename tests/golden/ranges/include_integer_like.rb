# Range#include? treats bounds that answer to_int with an Integer like numbers (a version
# object, say): it compares, as cover? does, instead of iterating with succ.
class Version
  include Comparable
  attr_reader :number
  def initialize(number) = @number = number
  def to_int = number
  def <=>(other) = number <=> other.to_int
end
r = Version.new(1)...Version.new(3)
p r.include?(Version.new(2))
p r.include?(Version.new(3))
p r.member?(Version.new(1))
p r === Version.new(2)
p (Version.new(1)..Version.new(3)).include?(5)

class NotIntegerLike
  include Comparable
  attr_reader :number
  def initialize(number) = @number = number
  def to_int = "no"
  def <=>(other) = number <=> other.number
end
begin
  (NotIntegerLike.new(1)..NotIntegerLike.new(2)).include?(NotIntegerLike.new(1))
rescue TypeError => e
  p e.message
end
