# Symbol's public methods beyond the basics: Comparable, indexing forms, case options, succ
# carries, casecmp with non-symbols, to_proc details, all_symbols, and more inspect forms.
def try
  p yield
rescue => e
  p [e.class, e.message]
end

p Symbol.ancestors.take(3), Symbol.instance_method(:<=>).owner
p :a < :b, :b <= :a, :c > :b, :a >= :a, :b.between?(:a, :c), :z.clamp(:a, :m)
try { :a < "b" }
try { :a < 1 }
p :abc <=> :abc, :abc <=> :ab, :b <=> :abc, :abc <=> 1, :abc <=> nil
p :a == :a, :a == "a", :a === :a, :a.eql?(:a), :a.equal?(:a), :a.hash == :a.hash, :a.hash == :b.hash

s = :hello
p s[1], s[-1], s[9], s[1, 3], s[1, 0], s[5, 1], s[6, 1], s[-3, 2], s[1..], s[1...-1], s[4..9], s[6..], s["ell"], s["xyz"]
p s.slice(0), s.slice(1, 2), s.slice(1..2), :"日本語"[1], :"日本語"[1, 5]
try { s[1, 2, 3] }
try { s[:a] }
try { s[] }

p :abc.upcase, :"ÀÉ".downcase, :"éa".upcase, :"ÉA".downcase(:ascii), :"éa".upcase(:ascii), :iI.upcase(:turkic), :iI.downcase(:turkic)
p :"hello world".capitalize, :HELLO.capitalize, :"éte".capitalize, :Hello.swapcase, :"ÀbC".swapcase
try { :a.upcase(:bogus) }
p :a.succ, :az.succ, :zz.succ, :a9.succ, :Zz.succ, :"a-9".succ, :"".succ, :"1.9".next

p :abc.casecmp(:ABC), :abc.casecmp(:abd), :b.casecmp(:A), :abc.casecmp("abc"), :abc.casecmp(1)
p :abc.casecmp?(:ABC), :"É".casecmp?(:"é"), :abc.casecmp?("abc"), :abc.casecmp?(nil)

p :abc.start_with?("ab"), :abc.start_with?("b", "a"), :abc.start_with?(""), :abc.end_with?("c", "x"), :abc.end_with?("abcd")
try { :abc.start_with?(1) }
try { :abc.end_with?(:c) }

p :abc.length, :abc.size, :"日本".size, :"".size, :"".empty?, :a.empty?
p :abc.encoding, :"é".encoding, :"".encoding
p :abc.to_s, :abc.id2name, :abc.name, :abc.to_sym.equal?(:abc), :abc.to_s.frozen?, :abc.name.frozen?
p :abc.name.equal?(:abc.name), :abc.to_s.equal?(:abc.to_s)
p :a.frozen?, :a.dup.equal?(:a), :a.clone.equal?(:a), :a.intern.equal?(:a)
p Symbol.instance_methods(false).sort, Symbol.singleton_methods.sort

pr = :upcase.to_proc
p pr.lambda?, pr.arity, pr.call("abc"), pr.("x"), pr["y"], %w[a b].map(&:upcase)
p :+.to_proc.call(1, 2), :concat.to_proc.call(+"a", "b", "c")
try { pr.call }
try { :nope.to_proc.call(1) }
p :upcase.to_proc.equal?(:upcase.to_proc), :upcase.to_proc.inspect.end_with?("(&:upcase) (lambda)>"), :"a b".to_proc.inspect.end_with?("(&:\"a b\") (lambda)>")

all = Symbol.all_symbols
p all.class, all.size > 500, all.include?(:upcase), all.all?(Symbol)
:zzz_fresh_symbol_for_test
p Symbol.all_symbols.include?(:zzz_fresh_symbol_for_test)

%w[$-ww @a= a!= []== !@ ~@ Foo= ?? $_ $-0 $-a $10 @@1 @1a a\u3042 \e a\tb $: $" $0a foo? Foo! _ __ _1 a? a?? +@@ - % & ^ > >=].each do |n|
  puts n.to_sym.inspect
end
try { "\xff".to_sym }
puts "\xff".b.to_sym.inspect, "a\xffb".b.to_sym.inspect, "\xff".b.to_sym.encoding, "\u3042\u3044".to_sym.inspect, :"\u00e9t\u00e9=".inspect
