# Major GC with many loaded methods (seed 002: marking iseqs through their reference bitmap).
# Loads gc_many_methods/methods.rb (100 generated methods) once per class, 300 times: each
# `load` compiles the file anew, so 30,000 live method iseqs (plus their blocks) hold literal
# strings, floats and bignums. Then runs 20 major collections and checks the methods still work.
# (Corundum has no `eval` and no File yet, so the methods come from a file loaded repeatedly
# rather than from source generated at run time.) Compare the markers with bench/gc_bitmap.

module GcManyMethods
  CLASSES = 300
  COLLECTIONS = 20
  @classes = []
  def self.classes = @classes

  class Base
  end
end

path = __dir__ + "/gc_many_methods/methods.rb"
GcManyMethods::CLASSES.times { load(path) }
GcManyMethods::COLLECTIONS.times { GC.start }

methods = GcManyMethods.classes.sum { |k| k.instance_methods(false).size }
checksum = 0
GcManyMethods.classes.each_with_index do |k, c|
  o = k.new
  [0, 1, 2, 3, 4, 57, 99].each { |j| checksum += o.send(:"m#{j}", c % 13) }
end
puts "classes: #{GcManyMethods.classes.size}"
puts "methods: #{methods}"
puts "checksum: #{checksum}"
