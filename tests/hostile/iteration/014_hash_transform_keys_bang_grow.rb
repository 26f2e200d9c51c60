# Hostile iteration input: hash transform keys bang grow.
h = {a: 1, b: 2}
i = 0
h.transform_keys! { |k| h[i += 1] = 0; k }
p h.size
