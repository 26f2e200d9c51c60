# instance_variable_set("@v#{i}", i) for many dynamic names: each object gets its own names,
# so the class sees far more shapes than it can keep. Reads, writes, order, removal,
# re-adding, copies, freezing and GC on such objects.
# 4.0: NameError#message carries no error_highlight snippet (3.1 appended the source line).
# 4.0: instance_variables order is per object; 3.1 used the class-wide order (the
# order lines print differently there).

class Sparse
  def initialize(i)
    # each object: 3 shared names plus names unique to it, in an object-specific order
    @id = i
    (0...(i % 13 + 1)).each { |k| instance_variable_set("@u#{i}_#{k}", k) }
    @shared = i * 2
  end

  def id
    @id
  end

  def shared
    @shared
  end

  def late
    @late ||= @id.to_i + 1
  end

  def ivar_sum
    instance_variables.sum { |n| v = instance_variable_get(n); v.is_a?(Integer) ? v : 0 }
  end
end

objs = (0...100).map { |i| Sparse.new(i) }
p objs.first(3).map(&:instance_variables)
p objs[15].instance_variables
p objs.map { |o| o.instance_variables.size }.sum
p objs.sum(&:id)
p objs.sum(&:shared)
p objs.sum(&:late)
p objs[15].instance_variables.last(3)
p objs.sum(&:ivar_sum)
p objs.all? { |o| o.instance_variables.first == :@id && o.instance_variables[-2] == :@shared }

# every object reads back its own unique names, and not another's
ok = objs.each_with_index.all? do |o, i|
  (0...(i % 13 + 1)).all? { |k| o.instance_variable_get("@u#{i}_#{k}") == k } &&
    o.instance_variable_get("@u#{(i + 1) % 100}_0").nil? &&
    !o.instance_variable_defined?("@u#{(i + 1) % 100}_0")
end
p ok

# overwrite through literal names and dynamic names
objs.each { |o| o.instance_variable_set(:@shared, 0) }
p objs.sum(&:shared)
objs.each_with_index { |o, i| o.instance_variable_set("@u#{i}_0", 1000) }
p objs.sum(&:ivar_sum)

# remove first, middle and last; re-add one at the end
o = objs[25]
p o.instance_variables
p o.remove_instance_variable(:@id)
p o.remove_instance_variable(:@u25_5)
p o.remove_instance_variable(:@late)
p o.instance_variables
p o.id
p o.late
p o.instance_variables.last(2)
o.instance_variable_set(:@u25_5, :five)
p o.instance_variables
begin
  o.remove_instance_variable(:@u25_99)
rescue NameError => e
  p [e.message, e.name]
end

# remove everything and start over
names = o.instance_variables
names.each { |n| o.remove_instance_variable(n) }
p o.instance_variables
p [o.id, o.shared]
o.instance_variable_set(:@shared, 1)
o.instance_variable_set(:@id, 2)
p o.instance_variables
p [o.id, o.shared]

# 200 names on a single object, removed and re-added in bulk
w = Sparse.allocate
200.times { |i| w.instance_variable_set("@w#{i}", i) }
p w.instance_variables.size
p w.instance_variables.sum { |n| w.instance_variable_get(n) }
(0...200).step(3) { |i| w.remove_instance_variable("@w#{i}") }
p w.instance_variables.size
p w.instance_variables.first(3)
(0...200).step(3) { |i| w.instance_variable_set("@w#{i}", -i) }
p w.instance_variables.size
p w.instance_variables.last(3)
p w.instance_variables.sum { |n| w.instance_variable_get(n) }
GC.start
p w.instance_variable_get(:@w199)
p w.instance_variable_get(:@w198)

# copies and freezing
d = objs[12].dup
c = objs[12].clone
p d.instance_variables == objs[12].instance_variables
p c.instance_variables == objs[12].instance_variables
d.instance_variable_set(:@u12_0, :changed)
c.remove_instance_variable(:@u12_3)
p objs[12].instance_variable_get(:@u12_0)
p objs[12].instance_variable_defined?(:@u12_3)
p d.instance_variable_get(:@u12_0)
p c.instance_variables.size
objs[12].freeze
begin
  objs[12].instance_variable_set(:@u12_0, 0)
rescue FrozenError => e
  p e.class
end
begin
  objs[12].late
  p :late_existing_ok
rescue FrozenError => e
  p e.class
end
begin
  objs[13].freeze.remove_instance_variable(:@late)
rescue FrozenError => e
  p e.class
end
fc = objs[12].clone
p fc.frozen?
p fc.instance_variables == objs[12].instance_variables
fd = objs[12].dup
fd.instance_variable_set(:@after_dup, true)
p fd.instance_variables.last
p objs[12].instance_variables.include?(:@after_dup)

# values that are only reachable through these ivars survive GC
holders = (0...30).map do |i|
  h = Sparse.allocate
  (0...(i + 5)).each { |k| h.instance_variable_set("@h#{i}_#{k}", "str#{i}_#{k}" * 2) }
  h
end
GC.start
p holders.sum { |h| h.instance_variables.size }
p holders[29].instance_variable_get(:@h29_33)
p holders.all? { |h| h.instance_variables.all? { |n| h.instance_variable_get(n).is_a?(String) } }
