# fuzz: kind=memory sig=corundum_vm::core::enumerable::to_a
# corundum-fuzz --seed 2 mutant 1395 (CORUNDUM_GC_STRESS=1)
x = 3
p (x..x + (2**64)).to_a
