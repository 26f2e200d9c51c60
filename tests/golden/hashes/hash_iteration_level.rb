# Adding a new key while a hash is being iterated raises RuntimeError (CRuby's iter_lev);
# updating or deleting existing keys is allowed. The level is restored on every exit.
def t(name)
  h = {a: 1, b: 2}
  r = yield h
  p [name, r, h]
rescue => e
  p [name, e.class, e.message, h]
end

t(:each_add) { |h| h.each { |k, v| h[k.to_s + "x"] = 1 } }
t(:each_update) { |h| h.each { |k, v| h[k] = v * 10 } }
t(:each_delete) { |h| h.each { |k, _| h.delete(:b) } }
t(:each_delete_readd) { |h| h.each { h.delete(:b); h[:b] = 3 } }
t(:each_shift) { |h| n = 0; h.each { n += 1; h.shift }; n }
t(:each_clear) { |h| h.each { h.clear } }
t(:each_clear_add) { |h| h.each { h.clear; h[:z] = 1 } }
t(:each_store) { |h| h.each { h.store(:zz, 1) } }
t(:each_string_key) { |h| h["s"] = 0; h.each { h["s"] = 2 } }
t(:each_key) { |h| h.each_key { h[:t] = 1 } }
t(:each_value) { |h| h.each_value { h[:t] = 1 } }
t(:each_pair) { |h| h.each_pair { h[:t] = 1 } }
t(:nested) { |h| h.each { h.each { }; h[:n] = 1 } }
t(:default_proc) { |h| h.default_proc = proc { |hh, k| hh[k] = 0 }; h.each { h[:zz] } }
t(:default_proc_read) { |h| h.default_proc = proc { |hh, k| 0 }; h.each { h[:zz] } }

# Enumerable methods reached on a Hash walk it with each.
t(:map) { |h| h.map { h[:q] = 1 } }
t(:any) { |h| h.any? { h[:t] = 1; false } }
t(:count) { |h| h.count { h[:t] = 1 } }
t(:find) { |h| h.find { h[:t] = 1; false } }
t(:sum) { |h| h.sum { h[:t] = 1; 0 } }
t(:min_by) { |h| h.min_by { h[:t] = 1; 0 } }
t(:sort_by) { |h| h.sort_by { h[:t] = 1; 0 } }
t(:filter_map) { |h| h.filter_map { h[:t] = 1 } }
t(:to_h) { |h| h.to_h { h[:t] = 1; [1, 2] } }
t(:each_with_index) { |h| h.each_with_index { h[:t] = 1 } }
t(:each_slice) { |h| h.each_slice(1) { h[:t] = 1 } }
t(:cycle) { |h| h.cycle(1) { h[:t] = 1 } }
t(:inject) { |h| h.inject(0) { h[:t] = 1 } }
t(:group_by) { |h| h.group_by { h[:t] = 1 } }
t(:lazy) { |h| h.lazy.map { h[:t] = 1 }.to_a }
t(:enum_with_index) { |h| h.each.with_index { h[:t] = 1 } }
t(:transform_keys) { |h| h.transform_keys { |k| h[:t] = 1; k } }
t(:transform_values!) { |h| h.transform_values! { h[:t] = 1 } }
t(:delete_if) { |h| h.delete_if { h[:t] = 1 } }
t(:select!) { |h| h.select! { h[:t] = 1 } }
t(:value?) { |h| o = Object.new; def o.==(x) = ($h[:t] = 1; false); $h = h; h.value?(o) }

# select/reject/transform_values walk a copy; sort works on to_a.
t(:select) { |h| h.select { h[:q] = 1 } }
t(:reject_delete) { |h| h.reject { |k, v| h.delete(:b); false } }
t(:transform_values) { |h| h.transform_values { |v| h.delete(:b); v * 3 } }
t(:sort) { |h| h.sort { h[:t] = 1; 0 } }
t(:merge_block) { |h| h.merge({a: 5}) { h[:t] = 1 } }
t(:merge_self_block) { |h| h.merge(h) { h[:n] = 1 } }
t(:update_block) { |h| h.update({a: 5}) { h[:t] = 1 } }
t(:update_existing) { |h| h.each { h.update(a: 3) } }
t(:update_new) { |h| h.each { h.update(c: 3) } }
t(:transform_keys!) { |h| h.transform_keys! { |k| h[:t] = 1; k } }
t(:transform_keys_bang_clear) { |h| h.transform_keys! { |k| h.clear; k.to_s } }
t(:transform_keys_bang_swap) { |h| h.transform_keys!(a: :b, b: :a) }

# Whole-table operations refuse while iterating.
t(:rehash) { |h| h.each { h.rehash } }
t(:rehash_frozen) { |h| h.each { h.freeze; h.rehash } }
t(:compare_by_identity) { |h| h.each { h.compare_by_identity } }
t(:compare_by_identity_frozen) { |h| h.each { h.freeze; h.compare_by_identity } }
t(:replace) { |h| h.each { h.replace({x: 1}) } }
t(:replace_self) { |h| h.each { h.replace(h) } }
t(:compact!) { |h| h[:n] = nil; h.each { h.compact! } }

# The level drops again after break, an exception and throw.
t(:after_break) { |h| h.each { break }; h[:n1] = 1 }
t(:after_raise) { |h| begin; h.each { raise "x" }; rescue; end; h[:n2] = 2 }
t(:after_throw) { |h| catch(:x) { h.each { throw :x } }; h[:n3] = 3 }
t(:after_error_inside) { |h| begin; h.each { h[:bad] = 1 }; rescue; end; h[:n4] = 4 }
t(:after_next) { |h| h.each { next }; h[:n5] = 5 }
t(:after_return) { |h| def m(h) = h.each { return 1 }; m(h); h[:n6] = 6 }
t(:other_hash) { |h| g = {}; h.each { |k, v| g[k] = v }; g }
t(:dup_inside) { |h| h.each { d = h.dup; d[:x] = 1 } }

# A hash frozen before the walk is not counted: rehash raises FrozenError.
t(:frozen_each_rehash) { |h| h.freeze; h.each { h.rehash } }
t(:frozen_each_add) { |h| h.freeze; h.each { h[:b] = 1 } }
t(:frozen_each_cbi) { |h| h.freeze; h.each { h.compare_by_identity } }
t(:frozen_map) { |h| h.freeze; h.map { |k, v| v } }
