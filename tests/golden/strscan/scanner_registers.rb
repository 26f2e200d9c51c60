# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

s = StringScanner.new("foobar baz")
t(1) { s.getch; s.size }
t(2) { s.scan(/(o)(o)(b)/); s.size }
t(3) { s.scan(/(x)/); s.scan("a"); [s.size, s.captures] }
t(4) { s.scan(/(x)(y)(z)(w)(v)/); s.getch; [s.size, s.captures] }
t(5) { s.reset; s.getch; [s.size, s.captures] }
t(6) { s.scan(/(o)/); s.scan(/(((((x)))))/) ; s.getch; [s.size, s.captures] }
t(7) { s.scan(/(?<q>a)/); s.scan(/(((((x)))))/) ; s.getch; [s.size, s.captures] }
t(8) { y = s.dup; y.getch; [y.size, y.captures] }
t(9) { s.scan_until(/(z)/); [s.size, s.captures] }
t(10) { s.reset; s.scan_until(/(((((x)))))/); s.getch; [s.size, s.captures] }
t(11) { s.reset; s.scan(/(a)(b)/); s.getch; [s.size, s.captures] }
t(12) { s.reset; s.exist?(/(a)(b)(c)(d)/); s.getch; [s.size, s.captures] }
t(13) { s.reset; s.scan(/(?:)/); s.getch; [s.size, s.captures] }
