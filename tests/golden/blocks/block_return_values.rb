def collect_results
  results = []
  results << yield(1)
  results << yield(2)
  results
end

p collect_results { |x| x * x }
p collect_results { |x| x.to_s * 3 }

def filter(list)
  out = []
  list.each { |x| out << x if yield(x) }
  out
end

p filter([1, 2, 3, 4, 5, 6]) { |x| x.even? }
p filter(%w[apple banana cherry]) { |s| s.include?("an") }

def my_inject(list, acc)
  list.each { |x| acc = yield(acc, x) }
  acc
end

p my_inject([1, 2, 3, 4], 0) { |a, x| a + x }
p my_inject(%w[a b c], "") { |a, x| x + a }

def my_map(list)
  i = 0
  out = []
  while i < list.size
    out << yield(list[i], i)
    i += 1
  end
  out
end

p my_map([10, 20, 30]) { |x, i| x + i }
