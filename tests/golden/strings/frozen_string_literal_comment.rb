# frozen_string_literal: true
# with the magic comment every plain string literal is frozen
s = "literal"
p s.frozen?
begin
  s << "x"
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
end
n = 5
i = "interp #{n}"
p i.frozen?
d = s.dup
p d.frozen?
d << "!"
p d
m = +"mutable"
m << " ok"
p m
p String.new("new").frozen?
p ("a" + "b").frozen?
p ("ab" * 2).frozen?
p 'single'.frozen?
p %w[a b].first.frozen?
p "up".upcase.frozen?
