require "shellwords"
p Shellwords.split(%q{a "b c" d\ e 'f g'})
p "one two 'three four'".shellsplit
p Shellwords.escape("it's a file.txt"), "".shellescape
p ["ls", "my file", "a&b"].shelljoin
p Shellwords.join(%w[x y])
begin; Shellwords.split('a "b'); rescue ArgumentError => e; p e.class, e.message; end
p require("shellwords")
