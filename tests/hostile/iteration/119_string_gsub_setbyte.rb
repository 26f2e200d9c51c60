# Hostile iteration input: string gsub setbyte.
s = +"hello"
p s.gsub("l") { s.setbyte(0, 72); "L" }
