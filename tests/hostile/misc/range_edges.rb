# Endless, beginless and float ranges in every method that might loop or divide.
# (1..Float::INFINITY).last(3) is left out: CRuby 4.0 itself materialises it without end.
rs = [(1..), (..1), (nil..nil), (1.0..2.0), (1...1), (5..1), ("a"..), (-Float::INFINITY..0)]
ms = [:size, :count, :first, :last, :min, :max, :sum, :to_a, :minmax, :include?, :cover?, :===, :inspect,
      :to_s, :hash, :eql?, :reverse_each, :each, :step, :%]
rs.each do |r|
  ms.each do |m|
    begin
      case m
      when :first, :last then r.send(m, 3)
      when :include?, :cover?, :=== then r.send(m, 1)
      when :each, :reverse_each then r.send(m) { |x| break }
      when :step, :% then r.send(m, 2).first(2)
      when :to_a, :sum, :count, :minmax then nil
      else r.send(m)
      end
    rescue TypeError, RangeError, ArgumentError, FloatDomainError, NoMethodError => e
      e.class
    end
  end
end
p :done
