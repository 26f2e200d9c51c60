# SystemCallError.new's forms and the Errno classes.
# 4.0: expected output from Linux CRuby (Debian's 3.1, quotes as 4.0 writes them): the WASM
# build of 4.0 numbers errors as WASI does.

def show
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

show { e = SystemCallError.new(Errno::EINVAL::Errno); [e.class, e.message, e.errno] }
show { e = SystemCallError.new("detail", Errno::ENOENT::Errno); [e.class, e.message, e.errno] }
show { e = SystemCallError.new("detail", Errno::EACCES::Errno, "open"); [e.class, e.message] }
show { SystemCallError.new("foo", 1, :sym).message }
show { e = SystemCallError.new("plain"); [e.class, e.message, e.errno] }
show { e = SystemCallError.new(nil); [e.class, e.message, e.errno] }
show { e = SystemCallError.new(nil, Errno::EPIPE::Errno); [e.class, e.message] }
show { e = SystemCallError.new(9999); [e.class, e.message, e.errno] }
show { e = SystemCallError.new("x", -1); [e.class, e.message] }
show { e = SystemCallError.new(0); [e.class, e.message] }
show { SystemCallError.new("x", 2.0).errno }
show { SystemCallError.new }
show { SystemCallError.new(1, 2, 3, 4) }
show { SystemCallError.new(:sym, 1) }
show { SystemCallError.new("x", "y") }
show { SystemCallError.new(2**40) }
show { SystemCallError.new(2.0) }
show { e = Errno::EEXIST.new; [e.message, e.errno] }
show { Errno::EEXIST.new("path").message }
show { Errno::EEXIST.new("path", "mkdir").message }
show { Errno::EEXIST.new(nil, "mkdir").message }
show { Errno::EEXIST.new(1, 2, 3) }
show { Class.new(Errno::EMFILE).new.message }
show { Errno::ECONNREFUSED.new.message }
show { [Errno::EWOULDBLOCK, Errno::EDEADLOCK, Errno::EOPNOTSUPP, Errno::EAUTH] }
show { Errno::NOERROR.new.message }

show { SystemCallError === Errno::ENOENT.new }
show { Errno::ENOENT === SystemCallError.new("x", Errno::ENOENT::Errno) }
show { Errno::ENOENT === SystemCallError.new("x", Errno::EEXIST::Errno) }
show { Errno::ENOENT === Object.new }
o = Object.new
def o.errno = Errno::ENOENT::Errno
show { Errno::ENOENT === o }
begin
  File.read("/nonexistent/for/golden")
rescue SystemCallError => e
  p [e.class, e.errno == Errno::ENOENT::Errno]
end
# ruby40: skip (WASI's errno numbers and messages are not Linux's)
