# case/when with === that raises, returns odd values, or recurses.
class R; def ===(o) = raise("eqq"); end
class N; def ===(o) = nil; end
class S; def ===(o) = self === o; end
[R, N, S].each do |k|
  begin
    case 1
    when k.new then p :hit
    else p :miss
    end
  rescue RuntimeError, SystemStackError => e
    p e.class
  end
end
x = case 5 when 1..3 then :a when Integer, String then :b end
p x
p(case nil when nil then 1 end)
p(case [1, 2] when Array then :arr end)
