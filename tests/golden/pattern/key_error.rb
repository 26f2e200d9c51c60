# NoMatchingPatternKeyError's key/matchee accessors and constructor.
e = NoMatchingPatternKeyError.new("x")
begin; p e.key; rescue => x; p x; end
begin; p e.matchee; rescue => x; p x; end
e = NoMatchingPatternKeyError.new("x", key: 1, matchee: 2)
p e.key, e.matchee, e.message
e = NoMatchingPatternKeyError.new(key: 1)
p e.message, e.key
p NoMatchingPatternKeyError.instance_method(:initialize).arity
p NoMatchingPatternKeyError.instance_methods(false).sort
begin; NoMatchingPatternKeyError.new("x", foo: 1); rescue => x; p x; end
