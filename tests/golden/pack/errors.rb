# Template errors, argument errors, result encodings and the block and unpack1 forms.
def try
  r = yield
  p r
rescue => e
  p [e.class, e.message]
end

try { [1].pack("y") }
try { [1].pack("Cy") }
try { [].pack("Cy") }
try { [1].pack("C%") }
try { [1].pack("\x01") }
try { [1].pack("é") }
try { [1].pack("yé") }
try { [1].pack("C\ty\n") }
try { "a".unpack("y") }
try { "a".unpack("Cy") }
try { "a".unpack("\x01") }
try { "a".unpack("%") }
try { [1].pack("C_") }
try { [1].pack("n!") }
try { [1].pack("a<") }
try { [1].pack("S<>") }
try { [1].pack("S<<") }
try { [1].pack("s!!") }
try { "ab".unpack("S>!") }
try { "a".unpack("C_") }
try { [].pack("C") }
try { [1].pack("C2") }
try { [1, 2].pack("CaC") }
try { [1].pack("C99999999999999999999") }
try { "a".unpack("C99999999999999999999") }
try { "a".unpack("x99999999999999999999") }
try { [1].pack }
try { [1].pack("C", "C") }
try { [1].pack("C", foo: 1) }
try { [1].pack(:C) }
try { [1].pack(nil) }
try { "a".unpack }
try { "a".unpack("C", bar: 2) }
try { "a".unpack(1) }
try { "a".unpack1("C", "C") }

# Spaces and comments are skipped.
try { [1, 2, 3].pack(" C \n C#comment C\nC ") }
try { "\x01\x02\x03".unpack("C # two\n C") }
try { [1].pack("") }
try { "abc".unpack("") }

# Result encodings: US-ASCII for text-only templates, UTF-8 when U comes first, else binary.
["", " ", "m", "M", "u", "mM", "U", "Um", "mU", "UC", "CU", "x", "a", "@"].each do |t|
  args = t.chars.map { |c| "mMua".include?(c) ? "s" : 1 }
  args = [] if t.strip.empty? || t == "x" || t == "@"
  p [t, args.pack(t).encoding]
end

# unpack with a block yields each value and returns nil; unpack1 stops at its first value.
r = []
p "abc".unpack("C*") { |c| r << c }, r
r = []
p "a".unpack("C3a") { |c| r << c }, r
p "abc".unpack1("C*"), "abc".unpack1("xa*"), "".unpack1("C"), "a".unpack1("Cy"), "".unpack1("a")
p "a".unpack("C3"), "a".unpack("C3a"), "\xff\xff".unpack("nvsS")
