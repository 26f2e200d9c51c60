# Mutating frozen literals and frozen containers raises FrozenError, not a crash.
a = [1, 2].freeze
h = {a: 1}.freeze
s = "x".freeze
[-> { a << 1 }, -> { a.sort! }, -> { a.clear }, -> { h[:b] = 1 }, -> { h.delete(:a) }, -> { s << "y" },
 -> { s.upcase! }, -> { :sym.instance_variable_set(:@a, 1) }, -> { 1.instance_variable_set(:@a, 1) },
 -> { nil.instance_variable_set(:@a, 1) }].each do |f|
  begin
    f.call
  rescue FrozenError => e
    p e.class
  end
end
