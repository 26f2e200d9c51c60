puts "inner: loading"

module Inner
  def self.describe = "Inner"
end
