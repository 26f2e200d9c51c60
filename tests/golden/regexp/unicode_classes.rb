# \w, \d, \s are ASCII-only in Ruby; \p{...} and POSIX brackets are Unicode.
p "café" =~ /\w+$/, "café"[/\w+/], "x１y"[/\d/], "a\u00a0b".split(/\s/), "é" =~ /\p{Alpha}/, "é" =~ /[[:alpha:]]/
p "CAFÉ".match?(/café/i), "Straße".downcase =~ /straße/, "日本語テキスト".scan(/\p{Han}/), "ｱｲｳ".match?(/\p{Katakana}/)
p "über".gsub(/[[:upper:]]/) { |c| c.downcase }, "ÜBER".gsub(/\p{Lu}/, "U")
p("é" =~ /\w/, "é" =~ /\W/, "é" =~ /[\w]/, "é" =~ /[^\w]/, "é" =~ /[\W]/, "é" =~ /\p{Word}/, "é" =~ /[[:word:]]/)
p("aé" =~ /a\b/, "a é" =~ /\bé/, "é" =~ /\B/, "١" =~ /\d/, "١" =~ /\D/, "١" =~ /[[:digit:]]/, "\u2003" =~ /\s/, "\u2003" =~ /\S/, "\u2003" =~ /[[:space:]]/)
p("x_1-y".scan(/\w+/), "a\\wb" =~ /\\w/, "K" =~ /\w/i, "ſ" =~ /s/i, "ab12" =~ /[\d\s]/, "a b" =~ /[\S&&[^a]]/, "é" =~ /(?i)\W/)
p("CAFÉ é" =~ /\bé\b/, "naïve".scan(/\b\w+\b/), "résumé".split(/\W+/), "éa" =~ /\Ba/)
["[\\w-z]", "[a-\\w]", "\\w{2}", "[^\\W\\d]+", "(?x) \\w # c [ \n \\d", "[[:^word:]]", "\\S+", "[\\s\\S]", "\\h+", "(?i)\\W", "[\\w&&[^_]]+"].each do |src|
  begin
    r = Regexp.new(src)
    p [src, r.match("é_a1 b\u2003Z-")&.to_a]
  rescue RegexpError => e
    p [src, e.message]
  end
end
