# JSON.parse: values of every kind, escapes, numbers, whitespace and comments.
require "json"

def show(src, **opts)
  r = JSON.parse(src, **opts)
  puts "#{src.inspect} => #{r.inspect}"
rescue => e
  puts "#{src.inspect} => #{e.class}: #{e.message}"
end

show "null"
show "true"
show "false"
show "[]"
show "{}"
show "  {}  "
show "[1, 2, 3]   "
show '{"a" : 1 , "b" :[ 1 , 2 ] }'
show '{"b":1,"a":2}'
show '{"a":1,"a":2}'
show '"plain"'
show '"\\b\\f\\n\\r\\t\\"\\\\\\/"'
show '"\\u00e9\\n\\/"'
show '"\\u0041\\u00DF\\u4e2d"'
show '["\\ud83d\\ude00"]'
show '"\\uD834\\uDD1E"'
show '["\\ude00"]'
show "\"caf\u00e9 \u4e2d\u6587 \u{1F600}\""
show "\"\xff\""
show "0"
show "-0"
show "-0.0"
show "1E+2"
show "1e-2"
show "-12.5e-3"
show "0.1"
show "1.5e300"
show "1e400"
show "-1e400"
show "[1.0, 2.50, 1e2, 1E-2, 12345678901234567890.5]"
show "[1.0e5, 1E-1, -0, 0e0, 0.0e-0]"
show "123456789012345678"
show "1234567890123456789"
show "-123456789012345678901234567890"
show "4611686018427387903"
show "4611686018427387904"
show "[0.30000000000000004, 2.2250738585072014e-308, 4.9e-324, 1.7976931348623157e308]"
show "/* c */ [1]"
show "[1 // c\n]"
show "[1, /* two */ 2 /**/]"
show "[1] // trailing"
show "[[[[[[]]]]]]"
show '{"a":{"b":{"c":[{"d":null}]}}}'

r = JSON.parse('{"a":["x", {"y": "z"}]}')
p r["a"].frozen?, r.keys[0].frozen?, r["a"][0].frozen?
p JSON.parse('"abc"').frozen?
p JSON.parse('"abc"').encoding
p JSON.parse('["\\u00e9"]')[0].encoding
p JSON.parse("123456789012345678901234567890").class
p JSON.parse("1.0").class
p JSON.parse("[1]").class, JSON.parse("{}").class
o = Object.new
def o.to_str = "[3]"
p JSON.parse(o)
p JSON("[4]"), JSON['{"k": 5}']
p JSON.parse!("[NaN, 1]")[1]
p JSON::Ext::Parser.new('{"q": [1]}').parse
p JSON::Ext::Parser.new('[2]').source
p JSON::Ext::Parser.parse('[7]', nil)
