# Deep nesting on both sides: dumping a very deep Array and loading input that nests a million
# levels end in SystemStackError (or succeed), never a crash.
a = []
200_000.times { a = [a] }
begin
  p Marshal.dump(a).bytesize
rescue SystemStackError => e
  p e.class
end
[["[\x06", "0"], ["I[\x06", "\x000"], ["{\x06i\x06", "0"], ["e:\x06M", "0"], ["U:\x0bObject", "0"]].each do |open, close|
  begin
    p Marshal.load("\x04\x08" + open * 1_000_000 + close).class
  rescue SystemStackError, ArgumentError, TypeError, NoMethodError => e
    p e.class
  end
end
h = {}
cur = h
100_000.times { cur = (cur[:k] = {}) }
begin
  Marshal.load(Marshal.dump(h))
rescue SystemStackError => e
  p e.class
end
