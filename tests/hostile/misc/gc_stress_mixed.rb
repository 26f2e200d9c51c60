# GC.start/compact/stress toggles while objects are built and iterated.
a = []
1000.times do |i|
  a << "s#{i}" << [i] << {i => i.to_s}
  GC.start if i % 100 == 0
end
GC.stress = true rescue nil
p a.size
x = a.map { |v| v.inspect }.size
GC.stress = false rescue nil
p x
p GC.count.is_a?(Integer)
p((GC.compact rescue $!.class).class)
