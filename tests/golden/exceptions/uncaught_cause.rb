# An uncaught exception prints its message, backtrace and causes on $stderr.
# 4.0: expected output from CRuby master run with --disable=error_highlight (the WASM build of
# 4.0 reports uncaught exceptions through its own wrapper).

def inner
  raise "the cause\nwith a second line"
end

def outer
  inner
rescue
  raise ArgumentError, "wrapped"
end

begin
  outer
rescue => e
  $stdout.puts e.cause.message
  raise KeyError, "last"
end
