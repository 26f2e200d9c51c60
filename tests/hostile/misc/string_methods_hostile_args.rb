# String methods given wrong-type and edge arguments.
bad = [nil, -1, 0, 2**64, -(2**64), 1.0 / 0, :a, [], Object.new, "", "\xff"]
ms = [:[], :slice, :index, :rindex, :insert, :center, :ljust, :rjust, :split, :count, :delete, :squeeze,
      :tr, :start_with?, :end_with?, :include?, :+, :*, :%, :<=>, :==, :=~, :byteslice, :getbyte,
      :each_line, :chomp, :chop, :sub, :gsub, :partition, :rpartition, :unpack, :encode, :force_encoding,
      :casecmp, :casecmp?, :prepend, :concat, :<<, :each_char, :upto, :between?, :setbyte, :byteindex]
ms.each do |m|
  bad.each do |b|
    s = +"hello world"
    begin
      r = s.send(m, b)
      r.first(1) if r.is_a?(Enumerator)
    rescue StandardError, NotImplementedError => e
      e.class
    end
    begin
      s.send(m, b, b)
    rescue StandardError, NotImplementedError => e
      e.class
    end
  end
end
p :done
