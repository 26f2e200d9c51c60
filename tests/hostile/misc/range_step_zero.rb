# step of 0, negative and non-numeric steps on ranges and numbers.
[0, 0.0, -1, -0.5, nil, "a", 0.0 / 0].each do |s|
  [(1..3), (1.0..2.0), (1..), ("a".."c")].each do |r|
    begin
      r.step(s) { |x| break }
      r.step(s).first(2)
      (r % s).first(2)
    rescue ArgumentError, TypeError, NoMethodError, FloatDomainError => e
      p [r, s, e.class, e.message]
    end
  end
  begin
    1.step(5, s) { break }
    1.0.step(by: s, to: 2) { break }
  rescue ArgumentError, TypeError => e
    p [s, e.message]
  end
end
