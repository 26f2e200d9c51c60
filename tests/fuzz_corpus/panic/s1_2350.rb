# fuzz: kind=panic sig=crates/corundum-vm/src/core/range.rs:825
# corundum-fuzz --seed 1 mutant 2350 (CORUNDUM_GC_STRESS=1)
[0, 0.0, -1, -0.5, nil, "a", 0.0 / 0].each do |s|
  [(1..3), (1.0..2.0), (1..), ("a".."c")].each do |r|
    begin
      (r % s).first(2)
    rescue ArgumentError, TypeError, NoMethodError, FloatDomainError => e
    end
  end
  begin
  rescue ArgumentError, TypeError => e
  end
end
