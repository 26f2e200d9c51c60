# String#succ and upto across carries, empty strings and invalid bytes.
["", "z", "zz", "Zz", "a9", "\xff", "\xff".b, "-", "a-9", "Az", "zZ9", "\x00"].each do |s|
  begin
    p s.succ
  rescue ArgumentError, EncodingError => e
    p e.class
  end
end
p "a".upto("e").to_a, "9".upto("11").to_a, "b".upto("a").to_a
p "aa".upto("b").first(3)
p(("a".upto(nil) rescue $!.class))
