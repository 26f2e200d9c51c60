# Concatenating and comparing strings of incompatible encodings and invalid bytes.
u = "é"
b = "\xff".b
i = "\xff"
[[u, b], [b, u], [u, i], [i, u], [b, i]].each do |x, y|
  begin
    x + y
  rescue Encoding::CompatibilityError => e
    p e.class
  end
  x == y; x <=> y; x.eql?(y); x.hash == y.hash
  begin
    x.include?(y); x.index(y); x.start_with?(y); x.split(y)
  rescue Encoding::CompatibilityError, ArgumentError => e
    p e.class
  end
end
p "é".b.force_encoding("UTF-8") == "é", "\xff".scrub, "\xff".valid_encoding?
p(("é".encode("ASCII") rescue $!.class))
