# yield, block_given? and &blk with no block, nil, and non-procs.
def y = yield
def bg = block_given?
def amp(&b) = b
p((y rescue $!.class))
p bg, amp, amp(&nil)
p(([1].each(&1) rescue $!.class))
p(([1].each(&"x") rescue $!.class))
o = Object.new
def o.to_proc = 5
p(([1].map(&o) rescue $!.class))
def o.to_proc = raise("to_proc")
p(([1].map(&o) rescue $!.message))
