# fuzz: kind=memory sig=allocation failed
# corundum-fuzz --seed 2 mutant 182
def f(n)
  begin
    begin
      f(n - 1)
    ensure
      raise ArgumentError, "ensure #{n}" if n.even?
    end
  end
end
begin
  f((1.0/0))
end
