# Hostile iteration input: string lines block clear.
s = +"a\nb\n"
s.lines { |l| s.clear; p l }
