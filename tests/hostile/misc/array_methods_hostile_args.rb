# Array methods given wrong-type and edge arguments.
bad = [nil, -1, 0, 2**62, -(2**64), 2**64, 1.0 / 0, 0.0 / 0, :a, [], "x", Object.new, (1..), (..-1), (2**64..)]
ms = [:[], :slice, :first, :last, :take, :drop, :rotate, :sample, :shuffle, :fetch, :values_at, :dig,
      :insert, :delete_at, :*, :+, :-, :&, :|, :<=>, :flatten, :combination, :permutation, :product,
      :each_slice, :each_cons, :cycle, :pack, :join, :min, :max, :sum, :fill, :zip, :push, :index, :bsearch]
ms.each do |m|
  bad.each do |b|
    a = [1, 2, 3]
    begin
      r = a.send(m, b)
      r.first(1) if r.is_a?(Enumerator)
    rescue StandardError, NotImplementedError => e
      e.class
    end
    begin
      a.send(m, b, b)
    rescue StandardError, NotImplementedError => e
      e.class
    end
  end
end
p :done
