# Regexp.linear_time?: CRuby 4.0's rule (what its memoizing matcher can run in linear time).
$stderr = $stdout
[/a/, /(a)\1/, /a*(?:(?=a*)a)*b/, /a*(?:(?<=a)a*)*b/, /a*(?:(?<!a)a*)*b/, /a*(?:(?!a*)a*)*b/,
 /a*(?:(?>a)a*)*b/, /a*(?:(?:a)?+a*)*b/, /.(?<=(a))/, /(?<a>a){0}\g<a>/, /x+(?=(a))/, /(?=(a))/,
 /(?>(?=a))/, /(?>(?>a))/, /(?=(?>a))/, /(a{2,3}){2,3}/, /(?:a{2,3}b){2,3}/, /(?~abc)/,
 /(a)?(?(1)b|c)/, /(?<x>a)\k<x>/, /(?:(?:ab){2,3}c){2}/, /(?:(?:a*b){2,3}c){2}/, /\Ka/,
 /(?:(a)|b)*/, /[\x80-\xff]/n, /[(?=a)]\(/, /a # (a)\1
 b/x].each { |r| puts "#{r.inspect} #{Regexp.linear_time?(r)}" }
p Regexp.linear_time?("(a)\\1"), Regexp.linear_time?("a", Regexp::IGNORECASE)
Regexp.linear_time?(/a/, Regexp::IGNORECASE)
begin
  Regexp.linear_time?("(")
rescue RegexpError => e
  p e
end
begin
  Regexp.linear_time?(3)
rescue TypeError => e
  p e
end
