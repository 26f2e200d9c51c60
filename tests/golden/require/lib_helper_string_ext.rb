class String
  def shout = upcase + "!"
  def words = split(" ")
end

class Integer
  def minutes = self * 60
end
