o = Object.new
def o.to_regexp = /foo/
p(Regexp.union(o, "bar"))
p(Regexp.union(o), Regexp.union(:foo), Regexp.union(["skiing", "sledding"]))
p(Regexp.union([/dogs/, /cats/i]), Regexp.union("penzance"))
begin; Regexp.union(["a", ["b"]]); rescue TypeError => e; p e; end
begin; Regexp.union(5); rescue TypeError => e; p e; end
p(Regexp.union(/abc/u, /def/u).encoding, Regexp.union(/abc/n, /def/n).encoding, Regexp.union("a", "b").source)
