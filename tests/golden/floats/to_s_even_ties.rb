# Float#to_s where the two shortest digit strings are equally close to the value (it ends in 5
# one digit further): CRuby prints the even one. Single-precision values widened to double (as
# unpack of e/g/f gives them) hit this often.
p -225.125152587890625, -177.168121337890625, 0.1 + 0.2, 1.0 / 3.0
rng = Random.new(11)
vals = Array.new(400) { Array.new(4) { rng.rand(256) }.pack("C*").unpack1("e") }
vals.each_slice(8) { |s| puts s.join(" ") }
p [-189.99624633789062].pack("g").unpack1("g"), [3.2760565371603434e-09].pack("e").unpack1("e")
