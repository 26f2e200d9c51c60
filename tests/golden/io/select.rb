# IO.select over pipes: timeouts, ready sets, to_io objects, and argument errors.
# Expected output from /opt/cruby-master/bin/ruby (the WebAssembly ruby40 has no pipes).
r, w = IO.pipe
p IO.select([r], nil, nil, 0.01)
p IO.select([r], [w], nil, 0) == [[], [w], []]
w.write "x"
p IO.select([r], [w]) == [[r], [w], []]
o = Object.new; o.define_singleton_method(:to_io) { r }
p IO.select([o], nil, nil, 0) == [[o], [], []]
begin; IO.select(nil, nil, nil, -5); rescue => e; p e; end
begin; IO.select([Object.new]); rescue => e; p e; end
begin; IO.select([r], nil, nil, Object.new); rescue => e; p e; end
begin; IO.select(nil, nil, nil, Float::NAN); rescue => e; p e; end
begin; IO.select(Object.new); rescue => e; p e; end
begin; IO.select(nil, 1); rescue => e; p e; end
w.close
p IO.select([r], nil, nil, 1) == [[r], [], []], r.read, IO.select([r], nil, nil, 0) == [[r], [], []]
r.close
begin; IO.select([r]); rescue => e; p e; end
# ruby40: skip (WASI has no pipes)
