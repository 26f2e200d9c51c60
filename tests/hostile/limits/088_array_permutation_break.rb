# Hostile size: r = nil; [*1..5000].permutation { |c| r = c; break }; r
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (r = nil; [*1..5000].permutation { |c| r = c; break }; r)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
