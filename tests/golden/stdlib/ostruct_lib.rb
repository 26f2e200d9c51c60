# OpenStruct (a bundled gem in 4.0) running unmodified.
# 4.0: expected output from Debian's ruby 3.1 (ostruct 0.5.2; the build of 4.0 here has no
# ostruct), with Hash#inspect written the 4.0 way.
require "ostruct"

os = OpenStruct.new(name: "x", v: 1)
os.extra = [1, 2]
p os
p os.name, os[:v], os["name"], os.to_h, os.respond_to?(:extra), os.respond_to?(:nope)
p os.dig(:extra, 0), os.nope
os[:v] = 2
p os.v
os.delete_field(:v)
p os, os.respond_to?(:v)
p os == OpenStruct.new(name: "x", extra: [1, 2]), os.eql?(OpenStruct.new(name: "x", extra: [1, 2]))
os.each_pair { |k, v| p [k, v] }
p os.to_h { |k, v| [k.to_s, v] }
p os.each_pair.to_a
h = { a: 1, b: { c: 2 } }
o2 = OpenStruct.new(h)
p o2.b, o2.a
o2.a += 10
p o2.a, h[:a]
p OpenStruct.new.inspect, OpenStruct.new(a: OpenStruct.new(b: 1)).inspect
frozen = OpenStruct.new(a: 1).freeze
begin
  frozen.a = 2
rescue => e
  p e.class
end
p frozen.a
begin
  os.delete_field(:missing)
rescue NameError => e
  p e.class, e.name
end
p os.delete_field(:missing) { :default }
class Point < OpenStruct; end
pt = Point.new(x: 1, y: 2)
p pt, pt.x + pt.y
p Marshal.load(Marshal.dump(pt)) == pt
# ruby40: skip (the WASI build lacks the bundled gem)
