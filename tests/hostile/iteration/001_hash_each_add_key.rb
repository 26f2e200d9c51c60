# Hostile iteration input: hash each add key.
h = {a: 1}
h.each { |k, v| h[k.to_s + "x"] = 1 }
