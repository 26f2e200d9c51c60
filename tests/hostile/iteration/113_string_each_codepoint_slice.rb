# Hostile iteration input: string each codepoint slice.
s = +"hello"
s.each_codepoint { |c| s.slice!(0); p c }
t = +"héllo"
t.each_codepoint { |c| t.slice!(0); p c }
