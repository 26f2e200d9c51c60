module Loud
  def speak
    "#{base_word.upcase}!!"
  end
end

module ClassHelpers
  def build(*args)
    new(*args)
  end

  def kind = "helper for #{name}"
end

class Robot
  extend ClassHelpers
  def base_word = "beep"
  def speak = base_word
end

r = Robot.build
p r.speak
other = Robot.new
other.extend(Loud)
p other.speak
p r.speak
p other.is_a?(Loud)
p r.is_a?(Loud)
p Robot.kind
p Robot.respond_to?(:build)
p Robot.new.respond_to?(:build)
p other.singleton_class.include?(Loud)

module Util
  extend self
  def twice(x) = x * 2
end
p Util.twice(4)
