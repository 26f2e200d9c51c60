# Word counting with split and scan over a generated text of 30,000 lines.
WORDS = %w[the quick brown fox jumps over lazy dog and runs far away from home again].freeze
lines = []
state = 11
30_000.times do
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  n = 6 + state % 10
  lines << Array.new(n) { |k| WORDS[(state >> k) % 15] }.join(state % 3 == 0 ? ",  " : " ")
end
by_split = Hash.new(0)
by_scan = Hash.new(0)
fields = 0
lines.each do |line|
  line.split(/[,\s]+/).each { |w| by_split[w] += 1 }
  line.scan(/\w+/) { |w| by_scan[w] += 1 }
  fields += line.split(",").size
end
p by_split.sort.first(5), by_split.size
p by_split == by_scan, fields
p lines.join("\n").scan(/o\w/).tally.max_by { |_, v| v }
