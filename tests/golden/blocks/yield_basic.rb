def twice
  yield
  yield
end

def with_value
  yield 10
end

def transform(x)
  yield(x) * 2
end

def each_pair_of(list)
  i = 0
  while i < list.size - 1
    yield list[i], list[i + 1]
    i += 1
  end
  :done
end

twice { puts "hello" }
with_value { |v| puts v + 1 }
puts transform(5) { |x| x + 1 }
r = each_pair_of([1, 2, 3, 4]) { |a, b| puts "#{a}-#{b}" }
p r
twice do
  print "do-block "
end
puts
