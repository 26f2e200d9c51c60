# fuzz: kind=memory sig=corundum_vm::core::array::basic::a_initialize
# corundum-fuzz --seed 2 mutant 118
p Array.new((2**32)) { |i| i * i }
