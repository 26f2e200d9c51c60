def show
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

class AppError < StandardError; end

show { raise "plain message" }
show { raise RuntimeError }
show { raise ArgumentError }
show { raise ArgumentError, "bad arg" }
show { raise AppError }
show { raise AppError, "app failed" }
show { raise AppError.new("from instance") }
err = TypeError.new("prebuilt")
show { raise err }
show { raise IndexError.new }
show { fail "via fail" }

e = RuntimeError.new("msg")
p e.message
p e.class.ancestors.take(4)
p AppError.new.message
