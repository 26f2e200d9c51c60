# Major GC with many loaded methods (seed 002: marking iseqs through their reference bitmap).
# Loads gc_many_methods/methods.rb (100 generated methods) once per class, 300 times: each
# `load` compiles the file anew, so 30,000 live method iseqs (plus their blocks) hold literal
# strings, floats and bignums. Calls a quarter of the methods, runs 20 major collections, and
# calls them again to check they still work.
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

# Runs every fourth method of every class, so a quarter of the iseqs have filled call caches
# (as in a program that has run part of what it loaded); the rest were never called.
def GcManyMethods.checksum
  sum = 0
  classes.each_with_index do |k, c|
    o = k.new
    (0...100).step(4) { |j| sum += o.send(:"m#{j}", c % 13) }
  end
  sum
end

before = GcManyMethods.checksum
GcManyMethods::COLLECTIONS.times { GC.start }
after = GcManyMethods.checksum

methods = GcManyMethods.classes.sum { |k| k.instance_methods(false).size }
puts "classes: #{GcManyMethods.classes.size}"
puts "methods: #{methods}"
puts "checksum: #{before} #{after == before ? "(same after GC)" : "(#{after} after GC)"}"
