# Array#rfind (Ruby 4.0): the last element the block accepts, searching from the end; an
# ifnone proc is called once when none does; without a block, an Enumerator.
p [1, 2, 3, 4, 5].rfind { |x| x.even? }
p [1, 2, 3].rfind { false }
p [1, 2, 3].rfind(-> { :none }) { false }
p [].rfind(-> { :empty }) { true }
p [1, 2, 3].rfind(nil) { false }
visited = []
p [1, 2, 3, 4, 5].rfind { |x| visited << x; x == 3 }, visited
p [[1, 2], [3, 4, 5]].rfind { |e| e == [1, 2] }
p [[:a, 0], [:b, 1]].rfind { |x, i| i == 0 }
e = [1, 2, 3].rfind(-> { :from_enum })
p e.class, e.each { false }, [1, 2, 3].rfind.each { |x| x < 3 }
begin
  [1].rfind(42) { false }
rescue NoMethodError => err
  p err.class
end
begin
  [1].rfind(1, 2) { false }
rescue ArgumentError => err
  p err.message
end
