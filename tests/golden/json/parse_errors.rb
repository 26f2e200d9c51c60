# JSON.parse errors: ParserError messages with line and column, as the json gem prints them.
require "json"

def show(src, **opts)
  r = JSON.parse(src, **opts)
  puts "#{src.inspect} => #{r.inspect}"
rescue JSON::ParserError => e
  puts "#{src.inspect} => #{e.class}: #{e.message}"
end

["", " ", "[", "[1,", "[1 2]", "[1", "{", "{\"a\" 1}", "{\"a\":1,}", "[1,]", "{1:2}",
 "nul", "nulll", "tru", "x", "[x]", "\"abc", "\"a\\qb\"", "\"\\u12\"", "[NaN]",
 "[Infinity]", "[-Infinity]", "01", "-", "1.", "1.e3", ".5", "1e", "1e+", "[1]x", "[1] x",
 "\"\t\"", "{\"a\":1 \"b\":2}", "\n\n  [1,\n  @]", "[\"\\ud800\"]", "true false",
 "[1]\u0000", "{\"a\":}", "{,}", "[,1]", '{"a":1,', '{"a":1', '{"a"', '{"a":', '{"a',
 '["a\\', '["a\\u', "[1] /* x", "[1] /x", "\xEF\xBB\xBF[1]", "[\"\\u0041\\u00\"]",
 "[\"\\ud83d\\u0041\"]", "[\"\\ud83dx\"]", "[tru]", "[true1]", "[1true]", "[--1]", "[1.5.5]", "[1e5e5]",
 "[\"a\nb\"]", "[x y]", "[\"\u00e9\", @ ]", "[\"\u00e9\u00e9\", @ ]", "\u00e9", "[\u00e9]", "x\u00e9",
 "[" + "x" * 50 + "]", "[" + "\u00e9" * 20 + "]", "  \n \"\u00e9\" x", "{\"a\":1}}", "[1]]",
 "[1,\n2,\n3,\n]", "{\n  \"a\": 1,\n  \"b\" 2\n}", "[\"tab\there\"]", "[\"\\x\"]", "[\"\\\"]",
 "[-]", "[-a]", "[00]", "[1.]", "[2.e1]", "[+1]", "[0x10]", "[1,,2]", "{\"a\"::1}",
 "[\"\\u00zz\"]", '{"a":1, "b" 2}', '{"a":1,"b"', '{"a":1,"b":2,"c" x}', "[1,\n2 3]", "{\n\"a\" 1}", "{\"a\":1 , }", "[1 , ]", "Infinity", "-Infinity", "NaN"].each { |s| show(s) }

show "[NaN, Infinity, -Infinity]", allow_nan: true
show "-Infinity", allow_nan: true
show "[NaN]", allow_nan: false
show "{\"a\":NaN}", allow_nan: true
show "[1,2,]", allow_trailing_comma: true
show "{\"a\":1,}", allow_trailing_comma: true
show "{\"a\":1,\"b\":2,}", allow_trailing_comma: true
show "[1,,2]", allow_trailing_comma: true
show "[,]", allow_trailing_comma: true
show "[1,]", allow_trailing_comma: false

# Nesting: only containers with contents count.
show "[[[1]]]", max_nesting: 2
show "[[[1]]]", max_nesting: 3
show '{"a":{"b":{}}}', max_nesting: 2
show '{"a":{"b":{"c":1}}}', max_nesting: 2
show "[[[1]]]", max_nesting: false
show "[[]]", max_nesting: 1
show "[]", max_nesting: 0
deep = "[" * 101 + "]" * 101
begin
  JSON.parse(deep)
rescue JSON::NestingError => e
  p e.message
end
p JSON.parse("[" * 100 + "1" + "]" * 100).flatten
p JSON.parse(deep, max_nesting: 101).flatten
p JSON.parse!(deep).flatten

p JSON::ParserError.ancestors.take(4)
p JSON::NestingError.superclass, JSON::GeneratorError.superclass, JSON::JSONError.superclass
begin
  JSON.parse(nil)
rescue TypeError => e
  p e.message
end
begin
  JSON.parse(12)
rescue TypeError => e
  p e.message
end
begin
  JSON.parse
rescue ArgumentError => e
  p e.message
end
