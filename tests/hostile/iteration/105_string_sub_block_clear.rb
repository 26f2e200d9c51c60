# Hostile iteration input: string sub block clear.
s = +"abcabc"
p s.sub("b") { s.clear; "B" }
p s
