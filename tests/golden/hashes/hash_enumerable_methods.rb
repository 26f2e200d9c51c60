# Enumerable methods on hashes, compare_by_identity, Hash[], subset operators (4.0: Hash#inspect format)
h = {b: 2, a: 1, c: 3}
p h.sort, h.min_by { |k, v| v }, h.sort_by { |k, v| v }.to_h, h.sum { |k, v| v }, h.count { |k, v| v > 1 }
p h.find { |k, v| v > 1 }, h.map { |k, v| [k, v] }.to_h == h, h.to_a.transpose, h.first, h.first(2), h.zip([1,2,3])
p h.each_with_index.map { |(k, v), i| "#{k}#{v}#{i}" }, h.group_by { |k, v| v.odd? }, h.partition { |k, v| v.odd? }
p h.inject(0) { |s, (k, v)| s + v }, h.reduce(0) { |s, kv| s + kv[1] }, h.flat_map { |k, v| [k] * v }, h.any?, {}.any?, h.all? { |k, v| v > 0 }
p h.filter_map { |k, v| k if v > 1 }, h.each_with_object({}) { |(k, v), m| m[v] = k }, h.min_by(2) { _2 }, h.max_by { |_, v| v }
p h.sort_by { |k, _| k }.first, h.tally.size, h.uniq.size, h.to_a.flatten, h.keys.sort, h.values.sum, h.key(2), h.invert
p h.select { |k, v| v > 1 }, h.reject { |k, v| v > 1 }, h.filter_map { _2 }, h.sum([]) , h.min, h.max
p h.transform_keys(a: :x), h.transform_keys({a: :x}) { _1.to_s }, h.transform_values(&:to_s), h.to_h { [_2, _1] }
h2 = Hash.new { |hh, k| hh[k] = k * 2 }
p h2[3], h2, h2.fetch(3), h2.default, h2.default(4), h2.dig(5)
h3 = {}.compare_by_identity
k1 = "a"; k2 = "a"
h3[k1] = 1; h3[k2] = 2
p h3.size, h3.compare_by_identity?
p h == {a: 1, b: 2, c: 3}, h.eql?({a: 1, b: 2, c: 3}), h.hash == {c: 3, a: 1, b: 2}.hash, {a: 1} == {a: 1.0}
p Hash[[[1, 2], [3, 4]]], Hash[1, 2, 3, 4], Hash[{a: 1}]
begin; Hash[1, 2, 3]; rescue => e; p e; end
h4 = {a: 1, b: 2}
h4.each { |k, v| h4.delete(k) if v == 1 }
p h4
p h.each_slice(2).to_a, h.each_cons(2).count, h.map.with_index { |(k, v), i| i }, h.each.next
p h.sort { |a, b| b[1] <=> a[1] }, h.max_by(2) { |_, v| v }, h.sum { |_, v| v.to_f }
p h.each_pair.to_a == h.to_a, h.select.with_index { |(k, v), i| i == 0 }
p h.compact, {a: nil}.compact!, h.slice(:a), h.except(:a), h.values_at(:a, :z), h.fetch_values(:a, :b)
p h.dig(:a), {a: {b: [10, 20]}}.dig(:a, :b, 1), h.member?(:a), h.length
h5 = {x: 1}
h5.default = 7
p h5[:nope], h5.to_a, h5.merge({y: 2}, {z: 3}), h5.update(x: 5) { |k, o, n| o + n }, h5
p h.any? { |k, v| v == 3 }, h.none? { |k, v| v > 5 }, h.count, h.find_all { |k, v| v > 1 }, h.entries.size
p({a: 1}.rassoc(1), {a: [1, [2]]}.flatten(2), {a: 1} <= {a: 1, b: 2}, {a: 1} > {a: 1})
