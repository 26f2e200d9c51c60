# Bad patterns, bad arguments and frozen Regexps.
["(", ")", "[a", "a{2,1}", "*", "(?<n>a)\\k<m>", "\\"].each do |src|
  begin
    Regexp.new(src)
    puts "ok #{src}"
  rescue RegexpError => e
    puts "#{e.class}: #{e.message}"
  end
end
begin; Regexp.new(5); rescue TypeError => e; p e; end
begin; Regexp.new; rescue ArgumentError => e; p e; end
begin; /a/.match("b", 1, 2); rescue ArgumentError => e; p e; end
begin; "abc".sub(5, "x"); rescue TypeError => e; p e; end
begin; "abc".match(5); rescue TypeError => e; p e; end
begin; /a/ =~ 5; rescue TypeError => e; p e; end
begin; $~ = 5; rescue TypeError => e; p e; end
begin; $~ = "x"; rescue TypeError => e; p e; end
s = "abc".freeze
begin; s.sub!(/a/, "x"); rescue FrozenError => e; p e; end
begin; s.gsub!(/z/, "x"); rescue FrozenError => e; p e; end
begin; s[/a/] = "x"; rescue FrozenError => e; p e; end
t = +"abc"
begin; t[/z/] = "x"; rescue IndexError => e; p e; end
begin; t[/(a)/, 3] = "x"; rescue IndexError => e; p e; end
begin; t[/(?<n>a)/, "m"] = "x"; rescue IndexError => e; p e; end
begin; "\xff".match?(/a/); rescue ArgumentError => e; p e; end
p /a/.frozen?, Regexp.new("a").frozen?
begin; Regexp.new("a", timeout: 0); rescue => e; p e.class; end
p RegexpError.ancestors.include?(StandardError)
