# Integer#round/ceil/floor/truncate with huge and negative digits; digits with odd bases.
[0, 1, -1, 15, 2**64, -(2**64), 10**50].each do |n|
  [-1000, -100, -20, -1, 0, 1, 1000, 2**64, -(2**64)].each do |d|
    [:round, :ceil, :floor, :truncate].each do |m|
      begin
        n.send(m, d)
      rescue RangeError, ArgumentError, TypeError => e
        p [n, d, m, e.class]
      end
    end
  end
  [10, 2, 16, 36, 2**64, 1, 0, -1, -10].each do |b|
    begin
      n.digits(b)
    rescue Math::DomainError, ArgumentError, TypeError => e
      p [n, b, e.class, e.message]
    end
  end
end
p 5.round(half: :even), 25.round(-1, half: :down)
begin
  5.round(half: :bogus)
rescue ArgumentError => e
  p e.message
end
