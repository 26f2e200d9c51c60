# fuzz: kind=signal sig=signal 11
# corundum-fuzz --seed 1 mutant 2387
class E1 < StandardError; def message; raise "inner"; end; end
class E2 < StandardError; def to_s; 42; end; end
class E3 < StandardError; def to_s; to_s; end; end
class E4 < StandardError; def message; nil; end; end
[E1, E2, E3, E4].each do |k|
  begin
    raise k
  rescue SystemStackError, StandardError => e
    begin
      p e.inspect.class
    rescue SystemStackError, StandardError => e2
    end
  end
end
