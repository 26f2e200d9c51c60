# %c: a String gives its first character (none when empty, as in 4.0), to_str is tried, else a code point.
p format("[%c]", "")
p format("[%3c]", "")
begin; format("%c", nil); rescue => e; p e; end
o = Object.new; def o.to_str = "zq"
p format("%c", o)
b = Object.new; def b.to_str = :x
begin; format("%c", b); rescue => e; p e; end
i = Object.new; def i.to_int = 66
p format("%c", i)
p format("%c", 256)
p format("%-3c|", "a")
begin; format("%c", [1]); rescue => e; p e; end
