# Exceptions whose message/to_s raise, return non-strings, or recurse.
class E1 < StandardError; def message; raise "inner"; end; end
class E2 < StandardError; def to_s; 42; end; end
class E3 < StandardError; def to_s; to_s; end; end
class E4 < StandardError; def message; nil; end; end
[E1, E2, E3, E4].each do |k|
  begin
    raise k
  rescue SystemStackError, StandardError => e
    begin
      p e.message
    rescue SystemStackError, StandardError => e2
      p [k, e2.class]
    end
    begin
      p e.full_message.class
      p e.inspect.class
      p e.detailed_message.class
    rescue SystemStackError, StandardError => e2
      p [k, e2.class]
    end
  end
end
