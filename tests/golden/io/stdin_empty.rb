# Standard input at its end (the runner gives /dev/null): gets, read, eof?, readline's EOFError.
p gets, $stdin.gets, STDIN.read, $stdin.read(3), STDIN.eof?, $stdin.getc, readlines
begin
  readline
rescue EOFError => e
  p e.message
end
p $stdin.fileno, STDIN.inspect
begin
  STDIN.write("x")
rescue IOError => e
  p e.message
end
