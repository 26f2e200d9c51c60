# fuzz: kind=memory sig=corundum_vm::core::integer::to_big
# corundum-fuzz --seed 2 mutant 1440 (CORUNDUM_GC_STRESS=1)
big = 2**(2**31)
bigs = (1..100).map { |i| big + i }
