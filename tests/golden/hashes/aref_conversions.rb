o = Object.new
def o.to_hash = { a: 1 }
p Hash[o], Hash[[[1, 2], [3]]]
[nil, true, 5, "x"].each do |bad|
  begin; Hash[[bad]]; rescue ArgumentError => e; p e.message; end
end
begin; Hash[1, 2, 3]; rescue ArgumentError => e; p e.message; end
