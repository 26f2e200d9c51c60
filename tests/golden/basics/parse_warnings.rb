# The parser's warnings: default-level ones always (unless $VERBOSE is nil), verbose-level
# ones in evaluated code once $VERBOSE is true.
x = 1
if "x"; end
h = {a: 1, a: 2}
def m; END { }; end
if x = 3; end
n = 0
10.times { |i| n += 1 if 4..5 }
$VERBOSE = true
eval("if \"x\"; end; 1; {b: 1, b: 2}")
eval("defined?(a.b); 42")
$VERBOSE = nil
eval("{c: 1, c: 2}")
p n
