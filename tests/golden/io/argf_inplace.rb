# ARGF's in-place mode (`ruby -i.bak`, ARGF.inplace_mode=, $-i): each file of ARGV is read
# while a new file of its name and permissions, $stdout meanwhile, is written in its place;
# the original is kept with the extension, or removed without one; the last file stays
# $stdout. ARGF.write writes there too.
require "tmpdir"
Dir.mktmpdir do |d|
  a = File.join(d, "a.txt")
  b = File.join(d, "b.txt")
  File.write(a, "x\ny\n")
  File.write(b, "z\n")
  File.chmod(0600, a)
  p ARGF.inplace_mode, $-i
  begin
    ARGF.write("x")
  rescue IOError => e
    p e.message
  end
  ARGF.inplace_mode = ".bak"
  p $-i, $-i.frozen?
  ARGV.replace([a, b])
  while (line = gets)
    print line.upcase
    ARGF.write("-")
  end
  last = $stdout
  $stdout = STDOUT
  p last.path == b, last.closed?
  last.close
  p File.read(a), File.read(b), File.read(a + ".bak"), File.read(b + ".bak")
  p File.stat(a).mode & 0o777
  $-i = ""
  ARGV.replace([a])
  p gets
  $stdout = STDOUT
  p Dir.children(d).sort
  $-i = nil
  p ARGF.inplace_mode
  begin
    $-i = 3
  rescue TypeError => e
    p e.message
  end
end
# ruby40: skip (the WASI build has no chmod)
