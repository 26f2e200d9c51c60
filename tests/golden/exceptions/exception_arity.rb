# Exception.new/exception take at most one argument (a keyword hash is the message).
def show
  r = yield
  puts "=> #{r.inspect}"
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
show { Exception.exception(1, 2) }
show { Exception.new(foo: 1).message }
show { RuntimeError.new("a", foo: 1) }
show { Exception.new.exception(1, 2) }
show { StandardError.new(nil).message }
show { e = RuntimeError.new("a"); e.exception.equal?(e) }
show { e = RuntimeError.new("a"); e.exception("b").message }
