# Backtraces: $@, set_backtrace with Strings or Locations, backtrace_locations, ==, and the
# cause of errors the VM raises.

def where = caller_locations(0)

begin
  raise "x"
rescue
  p $@.equal?($!.backtrace)
  p $@.first.sub(/:in .*/, "")
  $@ = ["replaced"]
  p $!.backtrace
end
p $@
begin
  $@ = ["no"]
rescue ArgumentError => e
  p e
end
p defined?($@)

# Bare raise outside rescue: a RuntimeError with an empty message.
begin
  raise
rescue => e
  p [e.class, e.message, e.detailed_message, e.backtrace.first.sub(/:in .*/, "")]
end

# set_backtrace answers its argument; a String becomes a one-element Array.
e = RuntimeError.new("m")
p e.set_backtrace("one")
p e.backtrace
arr = ["a", "b"]
p e.set_backtrace(arr).equal?(arr)
p e.backtrace_locations
p e.set_backtrace(nil)
p e.backtrace

locs = where
e = RuntimeError.new("with locations")
p e.set_backtrace(locs).equal?(locs)
p e.backtrace == locs.map(&:to_s)
p e.backtrace_locations.map(&:to_s) == locs.map(&:to_s)
p e.backtrace_locations.equal?(e.backtrace_locations)
p e.backtrace_locations.first.lineno

[:sym, ["s", :sym], ["s", nil], ["s", ["n"]], [locs[0], "s"], 5].each do |bad|
  RuntimeError.new.set_backtrace(bad)
rescue TypeError => err
  p err
end

begin
  raise ArgumentError, "given", locs
rescue => e
  p e.backtrace == locs.map(&:to_s)
end

# The memoized Arrays can be changed in place.
begin
  raise "u"
rescue => e
  e.backtrace.unshift("first")
  p e.backtrace.first
  e.backtrace_locations.unshift(:loc)
  p e.backtrace_locations.first
  p e.dup.backtrace.equal?(e.backtrace)
end

# == compares class, message and backtrace.
a = RuntimeError.new("m"); a.set_backtrace(["x"])
b = RuntimeError.new("m"); b.set_backtrace(["x"])
c = RuntimeError.new("m"); c.set_backtrace(["y"])
d = TypeError.new("m"); d.set_backtrace(["x"])
like = Object.new
def like.message = "m"
def like.backtrace = ["x"]
p [a == b, a == c, a == d, a == like, a == a.dup, RuntimeError.new == RuntimeError.new]

# Errors the VM raises inside a rescue take $! as their cause; re-raising keeps none.
begin
  begin
    raise "first"
  rescue
    1 / 0
  end
rescue ZeroDivisionError => z
  p z.cause
end
begin
  begin
    raise "again"
  rescue => e
    raise e
  end
rescue => e2
  p e2.cause
end
begin
  begin
    raise "inner"
  rescue
    nil.upcase
  end
rescue NoMethodError => e
  p e.cause
end
