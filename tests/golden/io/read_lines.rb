# IO#gets with separators, limits and chomp:, paragraph mode, each_line, getc/each_char,
# read with lengths, binary mode encodings, seek/pos/rewind/eof?, closed streams.
path = "tmp_read_lines.txt"
begin
  File.write(path, "alpha\nbeta\r\n\n\n\ngamma;delta;\nhé€llo\nlast")
  File.open(path) do |f|
    p f.gets, f.gets(chomp: true), f.gets, f.lineno
    p f.gets(""), f.gets(";"), f.gets(";", chomp: true), f.gets(3), f.gets(2), f.gets(nil)
    p f.gets, f.eof?, f.read, f.read(5)
    f.rewind
    p f.pos, f.readline, f.readlines.size
    begin
      f.readline
    rescue EOFError => e
      p e.message
    end
    f.seek(-4, IO::SEEK_END)
    p f.read, f.pos
    f.pos = 1
    p f.getc, f.read(3).encoding, f.gets.encoding
    f.seek(-10, :END)
    p f.each_char.to_a
  end
  File.open(path, "rb") { |f| p f.read.encoding, f.binmode? }
  p File.readlines(path, ";"), File.read(path, 5), File.read(path, 5, 2)
  File.open(path) { |f| p f.each_line(chomp: true).to_a.size, f.each_line.to_a }
  lines = []
  File.foreach(path, chomp: true) { |l| lines << l }
  p lines.first(2)
  f = File.open(path)
  f.close
  p f.closed?, f.close
  [-> { f.read }, -> { f.gets }, -> { f.pos }, -> { f.eof? }].each do |op|
    op.call
  rescue IOError => e
    p e.message
  end
  File.open(path, "w") { |w| begin; w.read; rescue IOError => e; p e.message; end }
  File.open(path) { |r| begin; r.write("x"); rescue IOError => e; p e.message; end }
  begin
    File.open(path) { |r| r.read(-1) }
  rescue ArgumentError => e
    p e.message
  end
  p File.open(path, "w") { |w| w.write("x"); :value }
ensure
  File.delete(path) if File.exist?(path)
end
