# JSON::Coder, JSON::Fragment, strict mode's as_json, allow_duplicate_key,
# allow_control_characters, and sources in other encodings.
require "json"

def show(src, **opts)
  p JSON.parse(src, **opts)
rescue JSON::ParserError => e
  p [e.class, e.message]
end

show '{"a":1,"a":2}'
show '{"a":1,"a":2}', allow_duplicate_key: true
show '{"a":1,"a":2}', allow_duplicate_key: false
show '{"x": {"b":1, "c": 2, "b": 3}}', allow_duplicate_key: false
show '{"a":1,"a":2}', allow_duplicate_key: false, symbolize_names: true
show "[\"a\tb\"]", allow_control_characters: true
show "[\"a\tb\"]", allow_control_characters: false
show "[\"a\\qb\"]", allow_control_characters: true
p JSON.parse('[1, "\u00e9"]'.encode("UTF-16LE"))
p JSON.parse('["\u00e9"]'.encode("ISO-8859-1"))
p JSON.parse('["\u00e9"]'.b)[0].encoding

p JSON.generate([1, Object.new], as_json: proc { |o| "X" }, strict: true)
p JSON.generate({"t" => 1..3}, strict: true, as_json: ->(o, k) { p [o, k]; o.to_a })
begin
  JSON.generate([Object.new], strict: true, as_json: proc { |o| Object.new })
rescue JSON::GeneratorError => e
  p e.message
end
p JSON.generate([JSON::Fragment.new("[1, 2]")])
p JSON.generate({"f" => JSON::Fragment.new('{"raw":true}')}, strict: true)
p JSON.generate({1 => 2, :s => 3, Object.new => 4}, strict: true, as_json: ->(o, k) { p [o.class, k]; "K" }) rescue p $!.message
p JSON::Fragment.new("null").json, JSON::Fragment.new("7").to_json

c = JSON::Coder.new { |o| o.to_s }
o = Object.new
def o.to_s = "O"
p c.dump([1, :a, o, 2..3]), c.load("[1]"), c.generate({"k" => :v})
c2 = JSON::Coder.new(symbolize_names: true)
p c2.load('{"a": {"b": 1}}'), c2.parse("[2]")
begin
  c2.dump([Object.new])
rescue JSON::GeneratorError => e
  p e.message.sub(/0x\h+/, "XX")
end
c3 = JSON::Coder.new(indent: "  ", object_nl: "\n", space: " ") { |x| x.to_s.upcase }
puts c3.dump({"a" => [:b]})
out = []
def out.write(s) = push(s)
def out.flush = push(:flush)
c.dump([1], out)
p out
