e = RuntimeError.new("hello")
p e.message
p e.to_s
p e.class
p e.is_a?(StandardError)
p e.is_a?(Exception)
p e.backtrace
begin
  raise e
rescue => caught
  p caught.equal?(e)
  p caught.backtrace.is_a?(Array)
end

class DataError < StandardError
  def initialize(data)
    @data = data
    super("bad data: #{data}")
  end
  attr_reader :data
end

begin
  raise DataError.new(42)
rescue DataError => err
  p err.message
  p err.data
end

class Described < StandardError
  def message = "custom message method"
end
begin
  raise Described
rescue => d
  p d.message
end

p StandardError.new.message
p ArgumentError.new(:sym).message
p e.message
