# Hash methods given wrong-type and edge arguments; keys whose hash/eql? misbehave.
class BadHash; def hash = raise("no hash"); end
class BigHash; def hash = 2**100; end
class NilHash; def hash = nil; end
class StrHash; def hash = "x"; end
h = {}
[BadHash, BigHash, NilHash, StrHash].each do |k|
  begin
    h[k.new] = 1
    h.key?(k.new)
    h.delete(k.new)
  rescue StandardError => e
    p [k, e.class]
  end
end
bad = [nil, -1, 2**64, :a, [], Object.new, {}]
[:[], :fetch, :dig, :key, :values_at, :merge, :update, :default=, :compare_by_identity, :to_a, :any?,
 :filter_map, :sum, :min_by, :group_by, :each_slice, :first, :store, :assoc, :flatten].each do |m|
  bad.each do |b|
    begin
      r = {a: 1}.send(m, b)
      r.first(1) if r.is_a?(Enumerator)
    rescue StandardError => e
      e.class
    end
  end
end
p :done
