class Widget
  def from_helper = "added by helper to #{name}"
end
