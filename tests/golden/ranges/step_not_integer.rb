# Range#step with a step that is not usable: zero (also as a Float), NaN, and a Float on a String
# range, which CRuby 4.0 refuses with a TypeError.
[0, 0.0, -0.0].each do |s|
  begin
    (1..3).step(s) { }
  rescue ArgumentError => e
    p e.message
  end
end
[0.0 / 0, 0.5].each do |s|
  begin
    ("a".."c").step(s) { }
  rescue TypeError => e
    p e.message
  end
end
begin
  ((1..3) % 0)
rescue ArgumentError => e
  p e.message
end
