# format widths and precisions: range checks, and huge precisions that are legal.
# 4.0: "*" widths outside int were checked with Debian's ruby 3.1 (64-bit), printed with 4.0's
# quotes; the rest with ruby40.
def t(label)
  r = yield
  p [label, r.is_a?(String) && r.size > 30 ? r.size : r]
rescue NoMemoryError, StandardError => e
  p [label, e.class, e.message]
end

t(:star_width_too_big) { "%*d" % [2**40, 1] }
t(:star_width_too_small) { format("%*d", -(2**40), 1) }
t(:star_width_bignum) { format("%*d", 2**64, 1) }
t(:star_precision_too_big) { format("%.*s", 2**40, "a") }
t(:literal_width_too_big) { format("%#{2**40}d", 1) }
t(:literal_precision_too_big) { format("%.#{2**40}f", 1.0) }
t(:literal_width_bignum) { format("%#{2**64}d", 1) }
t(:long_precision_f) { format("%.70000f", 1.5) }
t(:long_precision_e) { format("%.70000e", 1.5) }
t(:long_precision_g) { format("%#.70000g", 1.5) }
t(:long_precision_tail) { format("%.70000f", 0.1)[-3..] }
t(:negative_star_width) { format("%*d|", -4, 7) }
t(:negative_star_precision) { format("%.*f", -1, 2.5) }
# ruby40: skip (wasm32's long is 32 bits)
