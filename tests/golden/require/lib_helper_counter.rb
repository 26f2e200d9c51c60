class SharedCounter
  @count = 0
  @loads = (@loads || 0) + 1
  def self.bump = @count += 1
  def self.count = @count
  def self.loads = @loads
end
