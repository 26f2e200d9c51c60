# Hostile iteration input: string each char clear.
s = +"héllo"
s.each_char { |c| s.clear; p c }
