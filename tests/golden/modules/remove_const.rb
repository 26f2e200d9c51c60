module M; X = 1; end
p M.send(:remove_const, :X), M.const_defined?(:X)
begin; M.send(:remove_const, :X); rescue NameError => e; p e.message, e.name; end
begin; M.send(:remove_const, :foo); rescue NameError => e; p e.message; end
begin; Object.send(:remove_const, :Nope); rescue NameError => e; p e.message; end
begin; M.remove_const(:X); rescue NoMethodError => e; p e.message; end
Y = 2
p Object.send(:remove_const, "Y"), defined?(Y)
begin; M.freeze.send(:remove_const, :Z); rescue => e; p e.class, e.message; end
module N; K = 5; end
def read_k = N::K
p read_k
N.send(:remove_const, :K)
begin; read_k; rescue NameError => e; p e.message; end
p N.constants
