# Syntax newer than CRuby 4.0 is a SyntaxError, as 4.0 reports it: Prism is asked for the 4.0
# grammar (`def f(&nil)` once reached the compiler as a node it did not know, and panicked).
["def f(&nil) end", "proc { |&nil| }"].each do |src|
  begin
    eval(src)
    puts "#{src}: accepted"
  rescue SyntaxError => e
    puts e.message
  end
end
begin
  RubyVM::InstructionSequence.compile("x = 1\ndef f(&nil) end")
rescue SyntaxError => e
  puts e.message
end
