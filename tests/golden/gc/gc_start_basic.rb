p GC.start
before = GC.count
GC.start
after = GC.count
p after > before
p GC.count.is_a?(Integer)
3.times { GC.start }
p GC.count >= after + 3
x = "still here"
GC.start
p x
