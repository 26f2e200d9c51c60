# private_constant/public_constant: Mod::Name raises NameError for a private constant, constants leaves it
# out, defined? says nil; lexical lookup, subclasses' lexical lookup and const_get still see it.
module M
  X = 1
  Y = 2
  private_constant :X
  def self.x = X
  class Inner; def get = X; end
end
p M.x, M::Inner.new.get, M.const_get(:X), M.const_defined?(:X), M.constants.sort, defined?(M::X)
begin
  M::X
rescue NameError => e
  p e.class, e.message, e.name, e.receiver
end
begin
  M.module_eval { private_constant :Nope }
rescue NameError => e
  p e.message, e.name
end
p M.send(:public_constant, :X), M::X
p M.constants.sort
class C; P = 1; private_constant :P; end
class D < C; def self.pp = P; end
p D.pp
begin; D::P; rescue NameError => e; p e.message; end
begin; Object::M; p :ok; end
p M.private_constant(:Y)
p (M::Y rescue $!.message)
p Module.new.private_constant.class
