# pack/unpack with odd templates and counts.
["", "z", "N*", "C99999", "U", "m", "w", "Q>", "@10", "x5", "X5", "a*", "*", "q!", "j", "e*", "%"].each do |t|
  begin
    [1, 2, 3].pack(t)
  rescue ArgumentError, TypeError, RangeError, NotImplementedError, NoMethodError => e
    e.class
  end
  begin
    "\x01\x02\x03\xff".unpack(t)
  rescue ArgumentError, TypeError, NotImplementedError, NoMethodError => e
    e.class
  end
end
p [-1].pack("C"), [2**64].pack("Q") rescue p $!.class
p :done
