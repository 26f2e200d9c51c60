# StringScanner splitting source text into tokens (scan with Regexps, skip, eos?).
require "strscan"
src = ("def add(a, b) = a + b # sum\nx = add(12, 34) * 5.5\nputs \"x is \#{x}\"\n" * 40).freeze
count = 0
i = 0
while i < 500
  ss = StringScanner.new(src)
  until ss.eos?
    if ss.skip(/\s+/) then next
    elsif ss.scan(/[A-Za-z_]\w*/) then count += 1
    elsif ss.scan(/\d+(?:\.\d+)?/) then count += 2
    elsif ss.scan(/"(?:[^"\\]|\\.)*"/) then count += 3
    elsif ss.scan(/#[^\n]*/) then count += 4
    else ss.getch; count += 5
    end
  end
  i += 1
end
p count
