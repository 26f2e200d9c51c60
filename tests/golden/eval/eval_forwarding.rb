# Evaluated code forwards the anonymous parameters of the method it runs in; Kernel.eval runs with Kernel as self.
def foo(*a, **k, &b) = [a, k, b&.call]
def r(*) = eval("foo(*)")
def kk(**) = eval("foo(**)")
def bb(&) = eval("foo(&)")
def all(...) = eval("foo(...)")
p r(1, 2), kk(a: 1), bb { 3 }, all(1, x: 2) { 4 }
p Kernel.eval("self")
