# Symbol#to_proc with missing methods, arities and odd receivers.
p [1, 2].map(&:to_s)
p(([1, 2].map(&:nonexistent) rescue $!.class))
p((:+.to_proc.call rescue $!.class))
p :+.to_proc.call(1, 2)
p(([[1, 2]].map(&:+) rescue $!.class))
p((:upcase.to_proc.call(nil) rescue $!.class))
pr = :itself.to_proc
p pr.arity, pr.lambda?, pr.call(5)
p(([1, 2].each_with_object([]).map(&:first) rescue $!.class))
p(("" .then(&:"") rescue $!.class))
