# Hostile iteration input: string each char force encoding.
s = +"héllo"
s.each_char { |c| s.force_encoding("BINARY"); p c.bytesize }
