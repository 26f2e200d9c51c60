# Binary records: Array#pack and String#unpack of 100,000 fixed-layout records.
records = []
state = 3
100_000.times do |i|
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  records << [i, state, state % 65_536, (state % 1000) / 7.0, "name#{state % 97}"]
end
FMT = "NQ>nEa12"
packed = records.map { |r| r.pack(FMT) }
blob = packed.join
p blob.bytesize
sum = 0
fsum = 0.0
names = Hash.new(0)
off = 0
while off < blob.bytesize
  id, big, short, f, name = blob.unpack(FMT, offset: off)
  sum += id + big % 1000 + short
  fsum += f
  names[name.delete("\0")] += 1
  off += 34
end
p sum, fsum.round(3), names.size
p blob.unpack1("@34N"), blob[0, 34].unpack("C*").sum
