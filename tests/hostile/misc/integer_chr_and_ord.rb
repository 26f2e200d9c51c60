# chr/ord at and past the edges of encodings.
[-1, 0, 127, 128, 255, 256, 0xD800, 0x10FFFF, 0x110000, 2**32, 2**64].each do |i|
  begin
    i.chr
  rescue RangeError => e
    p e.message
  end
  begin
    i.chr(Encoding::UTF_8)
  rescue RangeError, ArgumentError, NameError => e
    p e.class
  end
end
["", "\xff", "\xe3\x81", "a"].each do |s|
  begin
    p s.ord
  rescue ArgumentError => e
    p e.message
  end
end
