def classify
  yield
  "no error"
rescue ZeroDivisionError
  "zero division"
rescue ArgumentError, TypeError => e
  "arg or type: #{e.class}"
rescue StandardError => e
  "standard: #{e.class}"
end

p classify { 1 / 0 }
p classify { Integer("x") }
p classify { 1 + "a" }
p classify { [].fetch(5) }
p classify { {}.fetch(:a) }
p classify { nil.upcase }
p classify { raise "plain" }
p classify { 42 }

p KeyError.ancestors.take(4)
p NoMethodError.superclass
p ZeroDivisionError.superclass
p FrozenError.superclass
p StopIteration.superclass
p StandardError.superclass

begin
  raise IndexError, "idx"
rescue StandardError => e
  p e.is_a?(IndexError)
end
