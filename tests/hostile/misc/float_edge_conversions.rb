# Conversions of NaN, Infinity, -0.0 and extremes.
[0.0 / 0, 1.0 / 0, -1.0 / 0, -0.0, 1e308, 5e-324, 1.5, -2.5].each do |f|
  [:to_i, :to_r, :round, :ceil, :floor, :truncate, :to_s, :inspect, :rationalize, :abs, :next_float,
   :prev_float, :nan?, :infinite?, :finite?, :hash, :to_c].each do |m|
    begin
      f.send(m)
    rescue FloatDomainError, NoMethodError, NotImplementedError => e
      e.class
    end
  end
  [-1000, -400, -20, -1, 0, 1, 20, 400, 1000, 2**64, -2**64].each do |d|
    [:round, :ceil, :floor, :truncate].each do |m|
      begin
        f.send(m, d)
      rescue FloatDomainError, RangeError, TypeError => e
        e.class
      end
    end
  end
end
p 1e308.round(-1000), 1.5.round(1000), 0.1.floor(400), (-0.0).round(2)
p :done
