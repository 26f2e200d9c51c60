# NaN, Infinity, -0.0 and huge values through every arithmetic operator.
vals = [0.0 / 0, 1.0 / 0, -1.0 / 0, -0.0, 0.0, 1e308, 5e-324, 2**64, -2**63, 0, -1, 10**30]
ops = [:+, :-, :*, :/, :%, :**, :divmod, :fdiv, :div, :modulo, :remainder, :<=>, :==, :<, :coerce, :quo, :pow]
vals.each do |a|
  vals.each do |b|
    ops.each do |op|
      begin
        a.send(op, b)
      rescue ZeroDivisionError, FloatDomainError, ArgumentError, TypeError, NoMethodError, RangeError => e
        e.class
      end
    end
  end
end
p :done
