# Integer methods given arguments of the wrong type.
bad = [nil, "1", :a, [], {}, Object.new, 1.0 / 0, 0.0 / 0]
ms = [:+, :-, :*, :/, :%, :**, :<<, :>>, :&, :|, :^, :<=>, :<, :[], :gcd, :lcm, :pow, :digits, :round,
      :ceil, :floor, :truncate, :fdiv, :div, :divmod, :coerce, :times, :upto, :downto, :step, :chr, :to_s,
      :ceildiv, :integer?, :allbits?, :anybits?, :nobits?, :bit_length]
[0, 5, -5, 2**70].each do |n|
  ms.each do |m|
    bad.each do |b|
      begin
        r = n.send(m, b)
        r.first(2) if r.is_a?(Enumerator)
      rescue StandardError => e
        e.class
      end
    end
  end
end
p :done
