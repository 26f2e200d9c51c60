# Division and modulo by zero and by negatives across Integer/Float/Bignum.
[0, 0.0, -0.0].each do |z|
  [1, -1, 0, 2**64, 1.5].each do |n|
    [:/, :%, :div, :modulo, :divmod, :fdiv, :remainder, :ceildiv].each do |op|
      begin
        n.send(op, z)
      rescue ZeroDivisionError, FloatDomainError, NoMethodError => e
        e.class
      end
    end
  end
end
p -7 / 2, -7 % 2, 7.divmod(-2), (-2**64).divmod(3), 7.remainder(-2), -7.fdiv(0), 2**64 % -3
p :done
