# Hostile iteration input: string each byte clear.
s = +"hello"
s.each_byte { |b| s.clear; p b }
