# unless and unless/else
def check(list)
  unless list.empty?
    "has #{list.size}"
  else
    "empty"
  end
end
puts check([1, 2])
puts check([])
unless false
  puts "runs when false"
end
unless 0
  puts "never: 0 is truthy"
end
r = unless true then :a end
p r
r = unless nil then :b end
p r
