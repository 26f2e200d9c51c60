# \w, \d, \s are ASCII-only in Ruby; \p{...} and POSIX brackets are Unicode.
p "café" =~ /\w+$/, "café"[/\w+/], "x１y"[/\d/], "a\u00a0b".split(/\s/), "é" =~ /\p{Alpha}/, "é" =~ /[[:alpha:]]/
p "CAFÉ".match?(/café/i), "Straße".downcase =~ /straße/, "日本語テキスト".scan(/\p{Han}/), "ｱｲｳ".match?(/\p{Katakana}/)
p "über".gsub(/[[:upper:]]/) { |c| c.downcase }, "ÜBER".gsub(/\p{Lu}/, "U")
