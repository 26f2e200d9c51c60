# Hostile iteration input: hash subclass each add.
class H < Hash
  def each(&b)
    super(&b)
  end
end
h = H[a: 1]
begin
  h.map { |k, v| h[v] = 1 }
rescue => e
  p e.message
end
p h
