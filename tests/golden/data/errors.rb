# Data's errors: CRuby's messages for missing, unknown and extra arguments.
def try
  yield
rescue => e
  p [e.class, e.message]
end
D = Data.define(:x, :y)
try { D.new(1) }
try { D.new(x: 1) }
try { D.new(1, 2, 3) }
try { D.new(x: 1, y: 2, z: 3) }
try { D.new(x: 1, y: 2, z: 3, w: 4) }
try { D.new(x: 1, z: 3) }
try { D.new }
d = D.new(1, 2)
try { d.with(z: 1) }
try { d.with(1) }
try { d.with(x: 1, "zz" => 1) }
try { d.instance_variable_set(:@a, 1) }
try { d.x = 1 }
try { Data.define(:a, :a) }
try { Data.define(1) }
try { Data.define(:"a=") }
try { Data.new }
try { Data.members }
try { Data.define(:a).new(1, 2) }
