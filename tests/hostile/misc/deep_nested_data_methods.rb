# Deeply nested data through every recursive method.
a = []
cur = a
100_000.times { n = []; cur << n; cur = n }
[:inspect, :to_s, :hash, :flatten, :dup, :==, :eql?, :<=>, :sum, :join, :frozen?].each do |m|
  begin
    case m
    when :==, :eql?, :<=> then a.send(m, a.dup)
    else a.send(m)
    end
  rescue SystemStackError, ArgumentError, TypeError => e
    p [m, e.class]
  end
end
h = {}
c = h
50_000.times { n = {}; c[:k] = n; c = n }
[:inspect, :hash, :to_a, :==].each do |m|
  begin
    m == :== ? h == h.dup : h.send(m)
  rescue SystemStackError => e
    p [m, e.class]
  end
end
p :done
