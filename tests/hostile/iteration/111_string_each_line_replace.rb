# Hostile iteration input: string each line replace.
s = +"a\nb\nc\n"
s.each_line { |l| s.replace("x"); p l }
