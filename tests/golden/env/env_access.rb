# ENV's lookups, stores and their errors. # 4.0: expected output from CRuby master (ENV as 4.0).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

ENV["CORUNDUM_T1"] = "one"
t { ENV["CORUNDUM_T1"] }
t { ENV["CORUNDUM_T1"].frozen? }
t { ENV["CORUNDUM_T1"].encoding }
t { ENV["CORUNDUM_NOPE"] }
t { ENV.fetch("CORUNDUM_T1") }
t { ENV.fetch("CORUNDUM_NOPE") }
t { ENV.fetch("CORUNDUM_NOPE", "dflt") }
t { ENV.fetch("CORUNDUM_NOPE") { |k| k.downcase } }
t { ENV.fetch }
t { ENV.fetch("a", 1, 2) }
e = (ENV.fetch("CORUNDUM_NOPE") rescue $!)
t { [e.key, e.receiver.equal?(ENV)] }
t { ENV.store("CORUNDUM_T2", "two") }
t { ENV["CORUNDUM_T2"] = nil }
t { ENV.key?("CORUNDUM_T2") }
t { [ENV.include?("CORUNDUM_T1"), ENV.has_key?("CORUNDUM_T1"), ENV.member?("CORUNDUM_T1")] }
t { [ENV.value?("one"), ENV.has_value?("nope"), ENV.value?(1)] }
t { ENV.key("one") }
t { ENV.key(1) }
t { ENV.assoc("CORUNDUM_T1") }
t { ENV.assoc("CORUNDUM_NOPE") }
t { ENV.rassoc("one") }
t { ENV.rassoc(1) }
t { ENV.delete("CORUNDUM_T1") }
t { ENV.delete("CORUNDUM_T1") }
t { ENV.delete("CORUNDUM_T1") { |k| "block got #{k}" } }

# Conversions and bad names or values.
t { ENV[1] }
t { ENV[:sym] }
t { ENV["X"] = 1 }
t { ENV["a=b"] = "c" }
t { ENV[""] = "c" }
t { ENV["a\0b"] = "c" }
t { ENV["CORUNDUM_T3"] = "c\0" }
t { ENV["a\0b"] }
t { ENV["a=b"] }
t { ENV["a=b"] = nil }
t { ENV.delete("a=b") }
o = Object.new
def o.to_str = "CORUNDUM_T4"
t { ENV[o] = "via to_str" }
t { ENV["CORUNDUM_T4"] }
t { ENV.delete(o) }

# ENV itself.
t { ENV.to_s }
t { ENV.class }
t { ENV.singleton_class.include?(Enumerable) }
t { ENV.freeze }
t { ENV.frozen? }
t { ENV.dup }
t { ENV.clone }
t { ENV.clone(freeze: true) }
t { ENV.rehash }
# ruby40: skip (WASI has no locale, so ENV's strings are US-ASCII)
