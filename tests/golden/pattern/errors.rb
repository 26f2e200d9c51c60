# Failures of a single pattern (=> or a one-branch case/in) name the check that failed; other
# case/in report the inspected value; deconstruct/deconstruct_keys must return Array/Hash.
def t
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
  p e.key if e.respond_to?(:key)
  p e.matchee if e.respond_to?(:matchee)
end
t { 1 => String }
t { case 1; in String; end }
t { case 1; in String; in Symbol; end }
t { [1,2] => [a] }
t { [1,2] => [a, b, c, *] }
t { 1 => [a] }
t { {a: 1} => {b:} }
t { {a: 1} => {a: String} }
t { {a: 1, b: 2} => {a:, **nil} }
t { {a: 1} => Hash[a: 2] }
t { 5 => Integer => x if x > 3 } rescue p $!
t { case 5; in Integer => x if x > 10; end }
t { case 5; in Integer => x unless x < 10; end }
t { [1,2,3] => [*, 5, *] }
t { 1 => {a:} }
t { 1 => nil }
t { {a: 1} => {a: 1 | 2 => y, c: 3} }
t { x = 5; 4 => ^x }
t { [[1]] => [[2]] }
t { Struct.new(:a).new(1) => {a: String} }
o = Object.new; def o.deconstruct = 1
t { o => [] }
o = Object.new; def o.deconstruct_keys(k) = 1
t { o => {} }
t { case o; in []; in {}; end }
t { {a: 1} => {a: 1, **nil} ; puts "ok" }
t { {a: 1} => {} }
t { {} => {a: 1} }
t { [1,[2,3]] => [_, [x, y, z]] }
