# Self-containing structures through methods that walk their contents.
a = [1]; a << a
h = {a: 1}; h[:self] = h; h[:arr] = a
[:inspect, :to_s, :hash, :flatten, :==, :eql?, :<=>, :join, :to_h, :sum, :sort, :uniq, :product,
 :zip, :include?, :count, :minmax, :transpose, :dig].each do |m|
  begin
    case m
    when :==, :eql?, :<=>, :include? then a.send(m, a)
    when :to_h then [[a, a]].to_h
    when :product, :zip then a.send(m, a)
    when :dig then a.dig(1, 1, 1, 1, 1, 0)
    else a.send(m)
    end
  rescue ArgumentError, TypeError, SystemStackError, NoMethodError, IndexError => e
    p [m, e.class]
  end
end
[:inspect, :hash, :==, :to_a, :flatten, :invert, :sort_by].each do |m|
  begin
    m == :== ? h == h : (m == :sort_by ? h.sort_by { |k, v| k } : h.send(m))
  rescue ArgumentError, SystemStackError, NoMethodError => e
    p [m, e.class]
  end
end
p :done
