# Exception classes whose new/initialize misbehave.
class E < StandardError
  def initialize(*) = raise(ArgumentError, "init")
end
class F < StandardError
  def self.exception(*) = :not_an_exception
end
[E, F].each do |k|
  begin
    raise k, "m"
  rescue => e
    p [e.class, e.message]
  end
end
