class Version
  include Comparable
  attr_reader :major, :minor

  def initialize(s)
    @major, @minor = s.split(".").map(&:to_i)
  end

  def <=>(other)
    return nil unless other.is_a?(Version)
    [major, minor] <=> [other.major, other.minor]
  end

  def to_s = "#{major}.#{minor}"
end

a = Version.new("1.2")
b = Version.new("1.10")
c = Version.new("1.2")
p a < b
p a > b
p a == c
p a <= c
p a.between?(Version.new("1.0"), b)
puts [b, a, Version.new("0.9")].sort.join(" ")
puts [b, a].max
puts a.clamp(b, Version.new("2.0"))
p a <=> "x"
begin
  a < "x"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
