require "optparse"
opts = {}
parser = OptionParser.new do |o|
  o.banner = "Usage: tool [options]"
  o.on("-v", "--[no-]verbose", "Run verbosely") { |v| opts[:verbose] = v }
  o.on("-n", "--count N", Integer, "How many") { |v| opts[:count] = v }
  o.on("-t", "--type TYPE", [:a, :b], "Type") { |v| opts[:type] = v }
  o.on("--name=NAME", String) { |v| opts[:name] = v }
end
rest = parser.parse(%w[-v -n 3 --type a --name=zed file1 file2])
p opts, rest
p parser.parse(%w[--no-verbose]), opts[:verbose]
begin; parser.parse(%w[-n x]); rescue OptionParser::InvalidArgument => e; p e.class, e.message; end
begin; parser.parse(%w[--bogus]); rescue OptionParser::InvalidOption => e; p e.message; end
begin; parser.parse(%w[-n]); rescue OptionParser::MissingArgument => e; p e.message; end
puts parser.help
argv = %w[-v a b]; parser.parse!(argv); p argv
