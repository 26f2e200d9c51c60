# Writes one Ruby file of every .rb under bench/ and tests/golden/ that compiles on its own
# (cut at __END__, without files carrying an encoding magic comment), and prints the size of
# CRuby's `to_binary` of it. Run with CRuby:
#   /opt/cruby-master/bin/ruby bench/bytecode/concat_sources.rb OUT.rb
out = ARGV.fetch(0)
root = File.expand_path("../..", __dir__)
files = Dir[File.join(root, "bench/**/*.rb")] + Dir[File.join(root, "tests/golden/**/*.rb")]
parts = []
files.sort.each do |f|
  src = File.binread(f)
  next if f.include?("parse_warnings") || f.include?("match_last_line")
  next if src.lines.first(2).any? { |l| l =~ /coding[:=]/ }
  next unless src.force_encoding("UTF-8").valid_encoding?
  src = src.split(/^__END__$/, 2).first
  begin
    RubyVM::InstructionSequence.compile(src, f)
  rescue SyntaxError
    next
  end
  parts << "# ---- #{f.delete_prefix(root + "/")}\n#{src}\n"
end
all = parts.join
# A part that compiles alone may not after the others (BEGIN, a stray `end`): drop until it does.
loop do
  RubyVM::InstructionSequence.compile(all, out)
  break
rescue SyntaxError => e
  line = e.message[/:(\d+):/, 1].to_i
  idx = parts.index { |p| (line -= p.count("\n")) <= 0 }
  parts.delete_at(idx)
  all = parts.join
end
File.binwrite(out, all)
bin = RubyVM::InstructionSequence.compile(all, out).to_binary
puts "files #{parts.size}, source #{all.bytesize} bytes"
puts "cruby to_binary #{bin.bytesize} bytes"
