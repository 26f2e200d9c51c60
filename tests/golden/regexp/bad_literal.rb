# A bad regexp literal is a SyntaxError when its file is compiled, before any of it runs.
begin
  require_relative "lib_helper_bad_literal"
rescue SyntaxError => e
  p e.class
  p e.message.include?("end pattern with unmatched parenthesis")
end
begin
  Regexp.new("(")
rescue RegexpError => e
  p e.message
end
