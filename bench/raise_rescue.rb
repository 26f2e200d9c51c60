# raise/rescue: raising custom and built-in exceptions across method calls, with ensure and retry.
class ValidationError < StandardError
  attr_reader :code

  def initialize(code)
    super("invalid #{code}")
    @code = code
  end
end

def check(n)
  raise ValidationError.new(n & 7) if n % 3 == 0
  raise ArgumentError, "odd" if n % 3 == 1

  n
end

caught = 0
codes = 0
ensured = 0
retries = 0
i = 0
while i < 750_000
  begin
    codes += check(i)
  rescue ValidationError => e
    codes += e.code
    caught += 1
  rescue ArgumentError => e
    caught += e.message.size
  ensure
    ensured += 1
  end
  attempts = 0
  begin
    attempts += 1
    raise "again" if attempts < 2
  rescue RuntimeError
    retries += 1
    retry
  end
  i += 1
end
puts caught
puts codes
puts ensured
puts retries
