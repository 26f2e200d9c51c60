# Blocks that change the string being walked: gsub/gsub!/sub!/scan/split raise
# RuntimeError "string modified"; sub works on a copy; each_char walks the characters the string
# had; each_byte (and bytes with a block) re-reads the string at every step.
def t(name)
  s = +"hello world\nfoo\nbar"
  r = yield s
  p [name, r, s]
rescue => e
  p [name, e.class, e.message, s]
end

MUT = {
  clear: ->(s) { s.clear },
  append: ->(s) { s << "xy" if s.size < 30 },
  replace: ->(s) { s.replace("ab") },
  chop: ->(s) { s.chop! },
  slice: ->(s) { s.slice!(0, 3) },
}
MUT.each do |mn, m|
  puts "-- #{mn}"
  t(:each_char) { |s| r = []; s.each_char { |c| m[s]; r << c }; r.join }
  t(:each_byte) { |s| r = []; s.each_byte { |c| m[s]; r << c }; r.size }
  t(:bytes) { |s| r = []; s.bytes { |c| m[s]; r << c }; r.size }
  t(:each_line) { |s| r = []; s.each_line { |c| m[s]; r << c }; r }
  t(:each_line_sep) { |s| r = []; s.each_line("o") { |c| m[s]; r << c }; r }
  t(:each_line_chomp) { |s| r = []; s.each_line(chomp: true) { |c| m[s]; r << c }; r }
  t(:each_codepoint) { |s| r = []; s.each_codepoint { |c| m[s]; r << c }; r.size }
  t(:chars) { |s| r = []; s.chars { |c| m[s]; r << c }; r.size }
  t(:gsub) { |s| s.gsub("l") { m[s]; "L" } }
  t(:gsub_hash) { |s| h = Hash.new { |hh, k| m[s]; "L" }; s.gsub("l", h) }
  t(:gsub!) { |s| s.gsub!("o") { m[s]; "0" } }
  t(:sub) { |s| s.sub("o") { m[s]; "0" } }
  t(:sub!) { |s| s.sub!("o") { m[s]; "0" } }
  t(:scan) { |s| r = []; s.scan("o") { |x| m[s]; r << x }; r }
  t(:split) { |s| r = []; s.split(" ") { |x| m[s]; r << x }; r }
  t(:split_str) { |s| r = []; s.split("o") { |x| m[s]; r << x }; r }
  t(:upto) { |s| r = []; x = +"a"; x.upto("e") { |y| m[x]; r << y }; [r, x] }
end
t(:gsub_same_length_in_place) { |s| s.gsub("o") { s.setbyte(0, 72); "0" } }
