def give(*args)
  yield(*args)
end

give(1, 2, 3) { |a| p a }
give(1) { |a, b| p [a, b] }
give { |a| p a }
give([1, 2]) { |a, b| p [a, b] }
give([1, 2], 3) { |a, b| p [a, b] }
give(1, 2) { |a, b = :default, c = :c| p [a, b, c] }
give(1, 2, 3, 4) { |a, *b, c| p [a, b, c] }
give(1) { |a, k: 5| p [a, k] }
give(1, 2) { p :no_params }
