# Numeric's methods that go through `coerce` check its answer: nil, a wrong-sized Array or no
# `coerce` at all raise CRuby's errors (a nil answer to -@ used to crash the VM).
def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message.sub(/0x\h+/, 'XX')}"
end

nil_coerce = Class.new(Numeric) { def coerce(x) = nil }.new
show("-nil_coerce") { -nil_coerce }
show("1 <=> nil_coerce") { 1 <=> nil_coerce }
show("1 <= nil_coerce") { 1 <= nil_coerce }
show("1 + nil_coerce") { 1 + nil_coerce }
show("1.0 + nil_coerce") { 1.0 + nil_coerce }
show("2**64 < nil_coerce") { 2**64 < nil_coerce }
show("nil_coerce.abs") { nil_coerce.abs }
show("1.divmod(nil_coerce)") { 1.divmod(nil_coerce) }

no_coerce = Class.new(Numeric) { undef_method :coerce }.new
show("-no_coerce") { -no_coerce }

triple = Class.new(Numeric) { def coerce(x) = [1, 2, 3] }.new
show("-triple") { -triple }
show("1 + triple") { 1 + triple }
show("1 <=> triple") { 1 <=> triple }

pair = Class.new(Numeric) { def coerce(x) = [x, 5] }.new
show("-pair") { -pair }
show("pair.abs") { pair.abs }

symbol = Class.new(Numeric) { def coerce(x) = :bad_return_value }.new
show("-symbol") { -symbol }
show("1 < symbol") { 1 < symbol }
