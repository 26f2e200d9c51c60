# Including or prepending a module into itself, or into a module it already includes, would make
# the ancestor chain a cycle: CRuby raises ArgumentError.
module L; end
begin
  module L; prepend L; end
rescue ArgumentError => e
  p [e.class, e.message]
end
begin
  module L; include L; end
rescue ArgumentError => e
  p [e.class, e.message]
end
module A; end
module B; include A; end
begin
  module A; include B; end
rescue ArgumentError => e
  p [e.class, e.message]
end
begin
  A.prepend(B)
rescue ArgumentError => e
  p [e.class, e.message]
end
p L.ancestors, A.ancestors, B.ancestors
class C; include B; end
p C.ancestors
module B; include A; end
p B.ancestors
