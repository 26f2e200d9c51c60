# An uncaught exception whose detailed_message returns a non-string.
class E < StandardError
  def detailed_message(**) = 12
end
raise E, "x"
