# Exceptions whose to_s/message return something other than a String: inspect falls back to the
# default #<Class:0x...> text (its start shown here, not the address), detailed_message to the class
# name alone; an empty message also gives the class name; a multi-line one gets the class after
# its first line.
class E2 < StandardError; def to_s; 42; end; end
class E5 < StandardError; def message; nil; end; end
class E6 < StandardError; def to_s; nil; end; end
i = E2.new.inspect
p [i[0, 13], i.end_with?(">>")]
p E2.new.message
p E2.new.detailed_message
p E5.new.detailed_message
p E5.new.inspect
i = E6.new.inspect
p [i[0, 13], i.end_with?(">>")]
p StandardError.new("").detailed_message
p StandardError.new("a\nb").detailed_message
p RuntimeError.new("x").detailed_message(highlight: false)
p [E2.new].map(&:class)
