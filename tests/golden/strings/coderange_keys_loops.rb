# Strings built and read in loops (the cases the coderange cache speeds up), and String keys
# in Hashes before and after their source strings change.

dna = +""
bases = "ACGT"
200.times { |i| dna << bases[(i * 7 + i / 3) % 4] }
puts dna.size, dna.ascii_only?, dna[0, 10], dna[-5, 5], dna[199], dna[200].inspect, dna[200, 3].inspect
counts = Hash.new(0)
(0..dna.size - 3).each { |i| counts[dna[i, 3]] += 1 }
puts counts.size, counts.sort.first(5).inspect, counts["ACG"], counts.key?("acg")
dna << "é"
puts dna.size, dna.ascii_only?, dna[-2, 2], dna[199, 5], dna.index("é"), dna.rindex("T")
dna.chop!
puts dna.size, dna.ascii_only?, dna[-1]

# Keys: equal bytes are equal keys whatever was done to the string before.
h = {}
k = +"kéy"
h[k] = 1
k << "!"
h[k] = 2
k.replace("key")
h[k] = 3
puts h.inspect, h["kéy"], h["kéy!"], h["key"], h.key?("ke"), h.size
k2 = "kéy".dup
k2.force_encoding("ASCII-8BIT")
k2.force_encoding("UTF-8")
puts h[k2]
puts "abc".hash == "abc".dup.hash, "abc".eql?(+"ab" << "c"), "é" == "\xC3\xA9", "é".eql?("é".dup)

# A block that changes the receiver while each_char walks it.
s = +"ab"
out = []
s.each_char do |c|
  out << c
  s << "é" if s.size < 5
end
puts out.inspect, s, s.size

# Interpolation and Integer#to_s keep their results' characters right.
line = "#{12}-#{-345}:#{"ü"}#{nil}#{:sym}#{1.5}"
puts line, line.size, line.ascii_only?, line[3, 4], (2**70).to_s, (-2**64).to_s.size, 0.to_s, -7.to_s(2), 255.to_s(16)
buf = +""
10.times { |i| buf << "item" << i.to_s << "," }
puts buf, buf.size, buf[-4, 4], buf.ascii_only?
label = "round " + 3.to_s + ": " + buf.size.to_s
puts label, label.size
