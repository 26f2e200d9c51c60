# gsub with a Hash and with a block, and sub!, over a generated text of 80,000 lines.
WORDS = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu].freeze
ESCAPES = { "&" => "&amp;", "<" => "&lt;", ">" => "&gt;", '"' => "&quot;" }.freeze
text_lines = []
state = 7
80_000.times do |i|
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  words = Array.new(8) { |k| WORDS[(state >> k) % 12] }
  text_lines << "<p class=\"w#{i % 9}\">#{words.join(" ")} & #{state % 997}</p>"
end
escaped = 0
upcased = 0
digits = 0
text_lines.each do |line|
  e = line.gsub(/[&<>"]/, ESCAPES)
  escaped += e.size
  u = line.gsub(/\b(a|e)\w+/) { |w| w.capitalize }
  upcased += u.count("A-Z")
  d = line.dup
  d.sub!(/\d+/) { |n| (n.to_i * 2).to_s }
  digits += d.size
end
p escaped, upcased, digits
p text_lines.first.gsub(/[&<>"]/, ESCAPES)
