# ARGF after its last file: the file is closed but stays current, tell/seek/rewind/fileno raise
# ArgumentError "no stream to ...", reads answer nil, and a name put in ARGV later is read
# (`ARGF.tell` once went on answering the last file's position, so a loop never ended).
require "tmpdir"
Dir.mktmpdir do |dir|
  a1 = File.join(dir, "a1")
  a2 = File.join(dir, "a2")
  File.write(a1, "1\n2\n")
  File.write(a2, "3\n4\n")
  ARGV.replace([a1, a2])
  begin
    ARGF.binmode
    loop do
      p ARGF.tell
      p ARGF.gets
    end
  rescue ArgumentError => e
    p e
  end
  p((ARGF.eof? rescue $!), (ARGF.pos rescue $!), (ARGF.rewind rescue $!), (ARGF.seek(0) rescue $!))
  p((ARGF.send(:pos=, 0) rescue $!), (ARGF.fileno rescue $!), ARGF.closed?, ARGF.file.closed?)
  p ARGF.external_encoding, ARGF.filename == a2, ARGF.lineno
  p ARGF.gets, ARGF.getc, ARGF.getbyte, ARGF.read(3), ARGF.read, ARGF.readlines
  p ARGF.skip.equal?(ARGF), ARGF.close.equal?(ARGF), ARGF.lineno

  ARGV.replace([a1])
  p ARGF.gets, ARGF.filename == a1, ARGF.tell, ARGF.each_line.to_a, (ARGF.tell rescue $!)

  ARGV.replace([a1, a2])
  p ARGF.read(3), ARGF.read(3), ARGF.read(10), ARGF.read(2)
  ARGV.replace([a1, a2])
  buf = +"xyz"
  p ARGF.read(nil, buf), buf
  p ARGF.read(nil, buf), buf
  p ARGF.read(5, buf), buf
  ARGV.replace([a1, a2])
  p ARGF.readlines, $., ARGF.lineno
  ARGV.replace([a1, a2])
  p ARGF.each_char.to_a.join
  ARGV.replace([a2])
  p ARGF.skip.equal?(ARGF), ARGF.filename == a2, ARGF.gets, ARGF.read(0)
end
