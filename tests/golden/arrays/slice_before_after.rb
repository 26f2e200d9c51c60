a = [1, 2, 6, 7, 8, 10, 11, 15]
p a.slice_before { |x| x.even? }.to_a
p a.slice_after(&:even?).to_a
p %w[a b # c d # e].slice_before("#").to_a, %w[a; b c; d].slice_after(/;\z/).to_a
p (1..7).slice_before { |x| x % 3 == 0 }.to_a, [].slice_after(1).to_a
e = [1, 2, 3].slice_before(2)
p e.class, e.to_a
begin; [1].slice_before; rescue ArgumentError => x; p x.message; end
begin; [1].slice_before(1) { }; rescue ArgumentError => x; p x.message; end
begin; [1].slice_after(1, 2); rescue ArgumentError => x; p x.message; end
p({a: 1, b: 2, c: 3}.slice_before { |k, v| v == 2 }.to_a)
