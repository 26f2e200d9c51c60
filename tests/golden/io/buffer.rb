# IO::Buffer: new/for/string, flags, get_string/set_string, get_value/set_value/each, slices,
# resize, free, transfer, locked, bit masks, to_s and errors.
# Expected output from /opt/cruby-master/bin/ruby (native page size 4096; the WebAssembly ruby40
# has 64 KiB pages); ruby40 agrees on every other line.
def show
  p yield
rescue => e
  p [e.class, e.message]
end
def flags(b) = %i[external? internal? mapped? shared? private? readonly? locked? null? empty? valid?].select { |m| b.send(m) }
b = IO::Buffer.new(8)
p b.size, flags(b), b.get_string
p b.set_string("hello", 1), b.get_string, b.get_string(1, 5), b.get_string(6)
p b.set_value(:U16, 0, 0x0102), b.get_value(:U16, 0), b.get_value(:u16, 0), b.get_value(:S8, 5)
p b.set_value(:s32, 0, -2), b.get_value(:s32, 0), b.get_value(:U32, 0)
p b.set_value(:F64, 0, 1.5), b.get_value(:F64, 0)
p b.each(:U8, 6).to_a
show { b.get_string(9) }
show { b.get_string(2, 8) }
show { b.set_string("123456789") }
show { b.get_value(:U64, 4) }
show { b.get_value(:X9, 0) }
s = b.slice(2, 3)
p s.size, s.get_string, flags(s)
s.set_string("ABC")
p b.get_string
show { b.slice(6, 5) }
b.resize(4)
p b.size, s.valid?
b.resize(10)
p b.get_string, s.valid?
b.free
p flags(b), b.size, s.valid?
p flags(IO::Buffer.new(0)), flags(IO::Buffer.new(4096)), flags(IO::Buffer.new(10, IO::Buffer::MAPPED | IO::Buffer::READONLY))
show { IO::Buffer.new(-1) }
show { IO::Buffer.new(1.5) }
show { IO::Buffer.new(10, 0) }
show { IO::Buffer.new(10, -1) }
f = IO::Buffer.for("frozen?")
p flags(f), f.get_string
show { f.set_string("x") }
show { f.resize(2) }
str = +"string"
r = IO::Buffer.for(str) do |x|
  p flags(x)
  x.set_string("S")
  :done
end
p r, str
p IO::Buffer.string(4) { |x| x.set_string("ab", 1) }
show { IO::Buffer.string(-1) {} }
show { IO::Buffer.string(2) }
a = IO::Buffer.for("\x0F\xF0\xAA")
m = IO::Buffer.for("\xFF\x0F")
p (a & m).get_string, (a | m).get_string, (a ^ m).get_string, (~a).get_string
show { a & "x" }
w = IO::Buffer.new(3)
w.set_string("abc")
p w.xor!(IO::Buffer.for(" ")).get_string, w.not!.get_string.bytes
w.locked do
  show { w.resize(1) }
  show { w.free }
  show { w.transfer }
  show { w.locked {} }
  p w.locked?
end
t = w.transfer
p flags(w), t.size
p IO::Buffer.new(2) <=> IO::Buffer.new(3), IO::Buffer.for("b") <=> IO::Buffer.for("a")
p IO::Buffer.new(3).to_s.sub(/0x\h+/, "ADDR"), IO::Buffer.new(0).to_s
p IO::Buffer.for("ab").inspect.lines.last
p IO::Buffer::PAGE_SIZE, IO::Buffer::DEFAULT_SIZE, IO::Buffer::READONLY, IO::Buffer::AccessError.superclass
# ruby40: skip (wasm32 has 64 KiB pages and no mmap)
