m = /(?<a>.)(?<b>.)?(x)?/.match("héllo")
p m
m = /(.)(.)(\d)?/.match("héllo")
p m, m.to_a, m.captures, m.size, m.pre_match, m.post_match, m.begin(0), m.end(2), m.offset(1), m.byteoffset(2)
p m[0], m[1], m[-1], m[-2], m[1, 2], m[0..1], m[5], m.values_at(0, 2, -1), m.to_s, m.string, m.string.frozen?, m.regexp
m2 = /(?<first>\w+) (?<last>\w+)/.match("John Smith")
p m2, m2[:first], m2["last"], m2.names, m2.named_captures, m2.named_captures(symbolize_names: true), m2.deconstruct_keys([:first]), m2.deconstruct_keys(nil), m2.deconstruct
p m2.begin(:last), m2.end("first"), m2.offset(:first)
begin; m2[:nope]; rescue => e; p e; end
begin; m2.begin(5); rescue => e; p e; end
begin; m2.begin(:zz); rescue => e; p e; end
p m == /(.)(.)(\d)?/.match("héllo"), m.eql?(m)
p MatchData.allocate rescue p $!
p m.begin(3), m.offset(3)
m = /(\d)(\d)?/.match("a1b")
p m, m.captures, m.to_a, m.values_at(1, 2), m[1..], m[-1, 1], m.offset(2), m.byteoffset(2)
m = /(?<x>é+)(?<y>ü)/.match("aééüb")
p m.begin(:x), m.end(:y), m.byteoffset(:y), m.offset(0), m.pre_match, m.post_match, m.size, m.length
p m.deconstruct_keys(%i[x zz]), m.named_captures(symbolize_names: false)
p /(\w+)@(\w+)/.match("me@host").deconstruct
p m.inspect, m.to_s, m.names, m.regexp, m.string
p /(?<a>x)|(?<a>y)/.match("y")[:a], /(?<a>x)|(?<a>y)/.match("y").inspect
p $~.class
