# Hostile iteration input: array reject bang push.
a = [5, 3, 8, 1, 9, 2]
p a.reject! { |x| a.push(7) if a.size < 10; x && x > 2 }
