# and/or/not, &&/||/!, precedence and short-circuit values
p(1 && 2)
p(nil && 2)
p(false || :default)
p(1 || raise("never evaluated"))
p(!true)
p((not true))
p((not nil))
a = false || true
p a
b = (false or true)
p b
c = nil
c = 1 and c = 2
p c
d = nil
d = false or d = :from_or
p d
e = true && false
p e
f = true and false
p f
g = 5
g > 3 and puts "and as control flow"
g > 10 or puts "or as control flow"
p(true && !false)
p(nil.nil? && "yes")
h = [] 
h.empty? && h.push(1)
p h
def truthy?(x) = !!x
p truthy?(0), truthy?(nil)
