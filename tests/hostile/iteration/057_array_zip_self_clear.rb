# Hostile iteration input: array zip self clear.
a = (1..5).to_a
a.zip(a, a) { |t| a.clear; p t }
