class Text
  def initialize(s) = @s = s
  def length = @s.length
  alias size length
  alias_method :count_chars, :length

  def shout = @s.upcase
  alias loud shout

  def shout = "redefined"
end

t = Text.new("hello")
p t.size
p t.count_chars
p t.shout
p t.loud
p Text.instance_methods(false).sort

class String
  alias old_upcase upcase
  def upcase = "[#{old_upcase}]"
end
p "abc".upcase
