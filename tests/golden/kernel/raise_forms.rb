# different ways of raising exceptions
def attempt
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
attempt { raise "plain message" }
attempt { raise ArgumentError }
attempt { raise ArgumentError, "with message" }
attempt { raise TypeError.new("from instance") }
attempt { raise IndexError.new }
attempt { fail "fail is an alias" }
class AppError < StandardError
  def initialize(msg = "default app message")
    super
  end
end
attempt { raise AppError }
attempt { raise AppError, "custom" }
attempt do
  begin
    raise "inner"
  rescue => e
    raise
  end
end
attempt do
  begin
    raise KeyError, "first"
  rescue KeyError => e
    raise RuntimeError, "converted from #{e.message}"
  end
end
e = RuntimeError.new("not raised")
p e.message
p e.class.ancestors.take(4)
begin
  raise 42
rescue TypeError => err
  puts "#{err.class}: #{err.message}"
end
