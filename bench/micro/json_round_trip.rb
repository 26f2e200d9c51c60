# JSON.generate and JSON.parse of a document of nested Hashes, Arrays, Strings and numbers
# (the json extension's generator and parser).
require "json"
doc = {
  "name" => "corundum", "version" => [4, 0, 0], "ratio" => 0.875, "ok" => true, "none" => nil,
  "items" => (1..20).map { |i| { "id" => i, "label" => "item #{i} \"quoted\"\n", "tags" => %w[a b c], "score" => i * 1.5 } },
}
total = 0
i = 0
while i < 15_000
  text = JSON.generate(doc)
  back = JSON.parse(text)
  total += text.bytesize + back["items"].size
  i += 1
end
p total
