# Hostile iteration input: string each grapheme clear.
s = +"abc"
s.each_grapheme_cluster { |g| s.clear; p g }
