# ARGF reads the files named in ARGV one after another (Kernel#gets reads ARGF); $. and
# ARGF.lineno count lines across files; "-" would be standard input.
dir = File.join(__dir__, "argf_tmp_#{$$}")
Dir.mkdir(dir)
begin
  one = File.join(dir, "one.txt")
  two = File.join(dir, "two.txt")
  File.write(one, "a\nb\n")
  File.write(two, "c\nlast")
  ARGV.replace([one, two])
  p ARGF, ARGF.class, $<.equal?(ARGF), ARGF.is_a?(Enumerable)
  while (line = gets)
    p [line, File.basename(ARGF.filename), File.basename($FILENAME), ARGF.lineno, $.]
  end
  p gets, ARGV

  ARGV.replace([one, two])
  p ARGF.readlines
  ARGV.replace([one, two])
  ARGF.lineno = 0
  p ARGF.read
  ARGV.replace([one, two])
  p ARGF.read(3), ARGF.read(2), ARGF.read(10), ARGF.read(1)
  ARGV.replace([two])
  p ARGF.each_line.map(&:chomp)
  ARGV.replace([one])
  p ARGF.getc, ARGF.readchar, ARGF.getbyte, ARGF.readbyte, ARGF.each_char.to_a
  ARGV.replace([one, two])
  p ARGF.gets, File.basename(ARGF.path)
  ARGF.skip
  p ARGF.gets
  ARGV.replace([one])
  p ARGF.map(&:upcase)
  ARGV.replace([File.join(dir, "missing.txt")])
  begin
    gets
  rescue SystemCallError => e
    p e.class
  end
  ARGV.replace([one])
  p readline
  p readlines
  begin
    readline
  rescue EOFError => e
    p e.message
  end
  p ARGF.to_s, ARGF.argv.equal?(ARGV)
ensure
  File.delete(*Dir.glob(File.join(dir, "*")))
  Dir.rmdir(dir)
end
