# 4.0: Hash#inspect prints symbol keys as `key: value`, quoted ones as `"a b": value`, and other
# keys as `"s" => value` (3.1 prints `:key=>value`, `:"a b"=>value` and `"s"=>value`)
# Keyword keys that are not plain identifiers: quoted symbol labels, operator-like and
# punctuated symbols, and non-Symbol keys (Strings, Integers, nil) reaching **kw through a splat.
# Non-Symbol keys are fine for **kw but are unknown keywords for methods without it.

def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

def rest(**kw) = kw
def named(a: 1) = a
def named_rest(a: 1, **kw) = [a, kw]
def hash_pos(h) = h

weird = { "s" => 1, 2 => :two, nil => 0 }
strs = { "a" => 1, "b" => 2 }
3.times do |i|
  try { rest("a b": i) }
  try { rest("a b": i, "c-d": 2, ok?: 3, set!: 4) }
  try { rest("#{"x" * (i + 1)}": i) }
  try { rest(**{ "s" => i }) }
  try { rest(**weird) }
  try { rest(**strs, a: i) }
  try { rest(a: i, **strs) }
  try { named_rest(**strs, a: i) }
  try { named_rest(**weird) }
  try { named(**{ "a" => i }) }
  try { named(**{ "a" => i, b: 2 }) }
  try { named("a b": i) }
  try { hash_pos(**strs) }
  try { hash_pos("k k": i) }
  try { rest(**strs).keys.map(&:class) }
  try { rest("a": i).keys.first.class }
end

# A quoted label "a": is the Symbol :a, so it matches the keyword parameter a.
def quoted(a:, b: 2) = [a, b]
3.times do |i|
  try { quoted("a": i) }
  try { quoted(a: i, "b": -i) }
  try { quoted(**{ a: i, b: 0 }) }
  try { quoted(**{ "a" => i }) }
end

# A Symbol key built at runtime.
key = :dyn
3.times do |i|
  try { rest(key => i) }
  try { rest(key => i, other: 1) }
  try { rest(**{ key => i }) }
  try { named(:a => i) }
  try { named("a".to_sym => i) }
  try { named_rest(:a => i, "b" => 1) }
end

# The same key several times through splats: the last one wins, in the position of the first.
first = { k: 1, j: 2 }
second = { k: 3, "k" => 4 }
3.times do |i|
  try { rest(**first, **second) }
  try { rest(**second, **first, k: i) }
  minus = { a: -1 }
  try { named_rest(**first, a: i, **minus) }
  try { named_rest(**minus, a: i) }
end
