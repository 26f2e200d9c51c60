# format/% with mismatched, missing and hostile directives.
["%", "%n", "%s%s", "%*d", "%-*d", "%1$s %s", "%<a>s", "%{a}", "%z", "%.99999d", "%c", "%c%c", "%#x",
 "%+ 0-d", "%1$*2$d", "%.*f", "%e", "%a", "%b", "%%%"].each do |f|
  [[], [1], [nil], ["x"], [2**64], [1.0 / 0], [0.0 / 0], [{a: 1}], [-1, 1]].each do |args|
    begin
      format(f, *args)
    rescue ArgumentError, TypeError, KeyError, RangeError, NotImplementedError => e
      e.class
    end
  end
end
p "%s" % nil, "%d" % 3.99, "%x" % -255, "%o" % -8, "%f" % 2**64, "%.3e" % (1.0 / 0)
