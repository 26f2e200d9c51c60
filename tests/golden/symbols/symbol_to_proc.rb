# &:sym converts a symbol into a block
# 4.0: NoMethodError message says "for an instance of Integer"
p %w[a b c].map(&:upcase)
p [1, 2, 3, 4].select(&:even?)
p [1, 2, 3, 4].reject(&:odd?)
p [1, 2, 3].inject(:+)
p [1, 2, 3, 4].reduce(:*)
p [1, 2, 3].sum
p %w[ccc a bb].sort_by(&:size)
p %w[apple banana].map(&:length)
p [[1, 2], [3, 4]].map(&:first)
p [3, 1, 2].max_by(&:-@)
up = :upcase.to_proc
p up.call("shout")
p up.arity
p up.lambda?
p [nil, 1, false, 2].map(&:nil?)
p ["1", "22"].map(&:to_i).sum
begin
  [1, 2].map(&:no_such_thing)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
