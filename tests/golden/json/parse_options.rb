# JSON.parse options, JSON.load / load_file / parse!, and sources that are not Strings.
require "json"

def show(src, *args, **opts)
  r = JSON.parse(src, *args, **opts)
  puts "#{src.inspect} => #{r.inspect}"
rescue => e
  puts "#{src.inspect} => #{e.class}: #{e.message}"
end

show '{"a":{"b":[1, {"c": 2}]}}', symbolize_names: true
show '{"a":1}', symbolize_names: false
show '{"a":1}', {symbolize_names: true}
show '{"a":1}', nil
r = JSON.parse('{"a":["x", {"y": "z"}]}', freeze: true)
p r, r.frozen?, r["a"].frozen?, r["a"][0].frozen?, r["a"][1].frozen?, r["a"][1]["y"].frozen?
p JSON.parse('"x"', freeze: true).frozen?
p JSON.parse("[1]", symbolize_names: true, freeze: true).frozen?
MyHash = Struct.new(:h) do
  def []=(k, v)
    (self.h ||= {})[k] = v
  end
end
p JSON.parse('{"a":1, "b": {"c": 2}}', object_class: MyHash)
class MyArray < Array; end
r = JSON.parse('[1,[2]]', array_class: MyArray)
p r, r.class, r[1].class
p JSON.parse('{"a":[1]}', object_class: Hash, array_class: Array)
show '[1.5, 2]', decimal_class: Float
show '[1.5, 2, 1e3]', decimal_class: Rational
show '{"json_class":"String","raw":[97]}', create_additions: false

p JSON.parse!("[NaN, Infinity, -Infinity]").map(&:to_s)
p JSON.parse!("[" * 150 + "]" * 150).flatten
p JSON.load(nil), JSON.load(""), JSON.load("[1]"), JSON.load("[NaN]")[0].nan?
o = Object.new
def o.read = "[4, 5]"
p JSON.load(o)
o2 = Object.new
def o2.to_str = '{"s": 1}'
p JSON.load(o2)
seen = []
r = JSON.load('{"a":[1, "b"], "c": null}', proc { |x| seen << x; x })
p r, seen
p JSON.load('[1, 2]', proc { |x| x.is_a?(Integer) ? x * 10 : x })

Dir.mkdir("tmp_json_opts") unless Dir.exist?("tmp_json_opts")
path = "tmp_json_opts/data.json"
File.write(path, '{"x": [1, 2.5, null, "\u00e9"], "n": NaN}'.sub(', "n": NaN', ""))
p JSON.load_file(path), JSON.load_file(path, symbolize_names: true)
File.write(path, "[NaN]")
begin
  JSON.load_file(path)
rescue JSON::ParserError => e
  p e.message
end
p JSON.load_file!(path)[0].nan?
File.delete(path)
Dir.rmdir("tmp_json_opts")
begin
  JSON.load_file("tmp_json_opts/missing.json")
rescue SystemCallError => e
  p e.class
end
