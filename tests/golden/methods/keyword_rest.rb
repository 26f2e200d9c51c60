# 4.0: Hash#inspect prints symbol keys as `key: value` and other keys as `key => value`
def options(**opts)
  opts
end

def tagged(name, kind: :plain, **extra)
  "#{name} kind=#{kind} extra=#{extra.inspect}"
end

def everything(a, b = 1, *rest, c:, d: 4, **kw, &blk)
  [a, b, rest, c, d, kw, blk ? blk.call : nil]
end

p options
p options(a: 1, b: "two")
p options(**{ x: 1 }, y: 2)
puts tagged("t")
puts tagged("t", kind: :bold)
puts tagged("t", color: "red", size: 3)
h = options(z: 26, a: 1)
p h.keys
p h.class
p everything(0, c: 3)
p everything(0, 9, 8, 7, c: 3, d: 5, e: 6) { :blk }
