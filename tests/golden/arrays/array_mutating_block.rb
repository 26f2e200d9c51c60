# Blocks that change the array they iterate: CRuby re-reads the length at every step and never
# reads past the end; each method's answer below is CRuby 4.0's.
def t(name)
  a = [5, 3, 8, 1, 9, 2]
  r = yield a
  p [name, r, a]
rescue => e
  p [name, e.class, e.message, a]
end

MUT = {
  pop: ->(a) { a.pop },
  shift: ->(a) { a.shift },
  clear: ->(a) { a.clear },
  push: ->(a) { a.push(7) if a.size < 10 },
  replace: ->(a) { a.replace([4]) },
}
MUT.each do |mn, m|
  puts "-- #{mn}"
  t(:bsearch) { |a| a.bsearch { |x| m[a]; x.nil? || x >= 4 } }
  t(:bsearch_index) { |a| a.bsearch_index { |x| m[a]; x.nil? || x >= 4 } }
  t(:sort!) { |a| a.sort! { |x, y| m[a]; x <=> y } }
  t(:sort_by) { |a| a.sort_by { |x| m[a]; x || 0 } }
  t(:sort_by!) { |a| a.sort_by! { |x| m[a]; x || 0 } }
  t(:map!) { |a| a.map! { |x| m[a]; x } }
  t(:select!) { |a| a.select! { |x| m[a]; x && x > 2 } }
  t(:keep_if) { |a| a.keep_if { |x| m[a]; x && x > 2 } }
  t(:reject!) { |a| a.reject! { |x| m[a]; x && x > 2 } }
  t(:delete_if) { |a| a.delete_if { |x| m[a]; x && x > 2 } }
  t(:fill) { |a| a.fill { |i| m[a]; i } }
  t(:fill_from) { |a| a.fill(2) { |i| m[a]; i } }
  t(:each_with_index) { |a| r = []; a.each_with_index { |x, i| m[a]; r << [x, i] }; r }
  t(:each_slice) { |a| r = []; a.each_slice(2) { |x| m[a]; r << x }; r }
  t(:each_cons) { |a| r = []; a.each_cons(2) { |x| m[a]; r << x }; r }
  t(:zip) { |a| r = []; a.zip(a) { |x| m[a]; r << x }; r }
  t(:product) { |a| n = 0; a.product([1, 2]) { m[a]; n += 1 }; n }
  t(:combination) { |a| n = 0; a.combination(2) { m[a]; n += 1 }; n }
  t(:permutation) { |a| n = 0; a.permutation(2) { m[a]; n += 1 }; n }
  t(:cycle) { |a| r = []; a.cycle(2) { |x| m[a]; r << x }; r }
  t(:index) { |a| a.index { |x| m[a]; false } }
  t(:rindex) { |a| a.rindex { |x| m[a]; false } }
  t(:count) { |a| a.count { |x| m[a]; true } }
  t(:sum) { |a| a.sum { |x| m[a]; 1 } }
  t(:min) { |a| a.min { |x, y| m[a]; (x || 0) <=> (y || 0) } }
  t(:max) { |a| a.max { |x, y| m[a]; (x || 0) <=> (y || 0) } }
  t(:uniq) { |a| a.uniq { |x| m[a]; x } }
  t(:take_while) { |a| a.take_while { |x| m[a]; true } }
  t(:drop_while) { |a| a.drop_while { |x| m[a]; true } }
  t(:flat_map) { |a| a.flat_map { |x| m[a]; [x] } }
  t(:group_by) { |a| a.group_by { |x| m[a]; x } }
  t(:partition) { |a| a.partition { |x| m[a]; x } }
  t(:inject) { |a| a.inject { |s, x| m[a]; x } }
  t(:select) { |a| a.select { |x| m[a]; true } }
  t(:reverse_each) { |a| r = []; a.reverse_each { |x| m[a]; r << x }; r }
  t(:each_index) { |a| r = []; a.each_index { |x| m[a]; r << x }; r }
  t(:delete) { |a| o = Object.new; o.define_singleton_method(:==) { |y| m[a]; false }; r = a.delete(o); r.equal?(o) ? :item : r }
  t(:delete_found) { |a| o = Object.new; o.define_singleton_method(:==) { |y| m[a]; y == 3 }; r = a.delete(o); r.equal?(o) ? :item : r }
  t(:eq) { |a| o = Object.new; o.define_singleton_method(:==) { |y| m[a]; true }; a == [o, o, o, o, o, o] }
end
