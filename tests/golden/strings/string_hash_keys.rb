# String keys in Hashes: h[k] = v stores a frozen copy of an unfrozen key only when the key is
# new; the copy keeps the key's encoding; later changes to the original never reach the table.
h = {}
k = +"key"
h[k] = 1
stored = h.keys[0]
puts stored.frozen?, k.frozen?, stored.equal?(k)
k << "!"
puts h["key"], h["key!"].inspect, h.size
h["key"] = 2
puts h.keys[0].equal?(stored), h["key"]
f = "frozen".freeze
h[f] = 3
puts h.keys.last.equal?(f)

b = "\xff\xfe".b
h[b] = 4
puts h.keys.last.encoding, h.keys.last.valid_encoding?, h[b], h["\xff\xfe".b]
u = "é"
h[u] = 5
puts h.keys.last.encoding, h["é"], h["é".b].inspect == "nil" || h["é".b].inspect

i = {}.compare_by_identity
s = +"x"
i[s] = 1
puts i.keys[0].equal?(s), i.keys[0].frozen?, i["x"].inspect

counts = Hash.new(0)
word = +"ab"
3.times { counts[word] += 1 }
word << "c"
counts[word] += 1
puts counts.inspect, counts.keys.map(&:frozen?).inspect

# Equality across encodings: equal bytes are equal strings when the encodings match or the
# bytes are ASCII-only.
p "é" == "é".b, "a" == "a".b, "é".eql?("é".b), "a".eql?("a".b), "" == "".b
p "é".hash == "é".dup.hash, "a".hash == "a".b.hash, "\xff" == "\xff".b, "\xff".b == "\xff".b
p "ab".force_encoding("US-ASCII") == "ab", "é".force_encoding("US-ASCII") == "é", ["é", "é".b, "a", "a".b].uniq.size
