# Several values one `each` yields: CRuby hands them to the block of all?/any?/count/map/...
# as they are, and packs them for patterns and results.
class Multi
  include Enumerable
  def each
    yield 1, 2
    yield 3, 4, 5
    yield
    yield [6, 7]
  end
end
m = Multi.new
p m.map { |e| e }
p m.map { |*e| e }
p m.all? { |a, b| a.nil? || a.is_a?(Integer) || a.is_a?(Array) }
p m.any? { |*a| a.size == 3 }
p m.count { |a| a == 3 }
p m.find_index { |*a| a.empty? }
p m.take_while { |a| a }
p m.to_a
p m.grep(Array)
def try
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
try { m.all?(1, 2) }
try { [1].none?(1, 2) }
try { {}.any?(1, 2) }
try { m.count(1, 2) }
try { m.inject }
try { m.chunk_while }
try { m.slice_when }
try { m.cycle(1, 2) }
try { [[1]].each_slice(1).chunk { :_reserved }.to_a }
try { [1].flat_map { |x| o = Object.new; def o.to_ary = 1; o } }
o = Object.new
def o.to_hash = { 1 => 5 }
p [1, 1, 2].each_slice(1).tally(o)
e = Object.new
def e.each(*args) = (yield(*args); yield([:b, 2]))
e.extend Enumerable
p e.to_h(:a, 1)
p e.each_entry(:x, 3).to_a
# grep without a block leaves $~ alone
"z" =~ /z/
p %w[abc def].grep(/b/), $~[0]
p [:a, "b", 42, nil].grep(/[a-d]/)
p [1, 2, 3, 4].chunk { |x| x == 2 ? :_separator : (x == 3 ? :_alone : true) }.to_a
$VERBOSE = false
p [1, 2, 1].count(1) { true }
p [1, 2].inject(0, :+) { 0 }
o = Object.new
def o.each = (yield 1; yield 2)
o.extend Enumerable
p o.inject(0, :+) { 0 }
