# File::Stat and the File methods about metadata and links. Works on files named after its own
# pid (the normal and GC-stress runs may overlap), removed at the end.
# 4.0: expected output from CRuby master (ruby40 has no real file system).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message.sub(/\d{3,}/, "N")}"
end

f = "stat_#{$$}.txt"
l = "stat_#{$$}.lnk"
File.write(f, "hello\n")
File.chmod(0644, f)
# The mode bits a new link or fifo gets depend on the umask: fix it for the run.
saved_umask = File.umask(022)
File.symlink(f, l)
begin
  s = File.stat(f)
  t { s.class }
  t { File::Stat.ancestors.take(3) }
  t { s.inspect.sub(/dev=\w+, ino=\d+/, "D").sub(/uid=\d+, gid=\d+/, "U").sub(/, atime.*>/, ">") }
  t { [File.lstat(l).ftype, File.stat(l).ftype, File.stat(".").ftype, File.stat("/dev/null").ftype] }
  t { [s.size, s.size?, s.zero?, s.file?, s.directory?, s.mode.to_s(8), s.nlink] }
  t { [s.pipe?, s.socket?, s.chardev?, s.blockdev?, s.symlink?, File.lstat(l).symlink?] }
  t { [s.setuid?, s.setgid?, s.sticky?, s.world_readable?, s.world_writable?] }
  t { [s.uid == Process.euid, s.owned?, s.gid.class, s.ino.class, s.dev.class, s.blksize.class, s.blocks.class] }
  t { [File.stat("/dev/null").chardev?, File.stat("/dev/null").rdev_major.class, s.dev_major.class] }
  t { File.stat("nope") }
  t { File.lstat("nope") }
  t { File::Stat.new("nope") }
  t { File::Stat.new(f).size }
  t { File.stat(f) <=> File.stat(f) }
  t { s <=> 1 }
  t { File.open(f) { |io| io.stat.size } }
  t { File.open(l) { |io| io.lstat.symlink? } }
  t { File.stat(".").size?.class }
  t { File.stat(f, 1) }

  t { File.realpath(l) == File.expand_path(f) }
  t { File.realpath(f, Dir.pwd) == File.expand_path(f) }
  t { File.realpath("nope") }
  t { File.realdirpath("nope") == File.expand_path("nope") }
  t { File.realdirpath("no/such/nope") rescue raise $!.class, $!.message.sub(Dir.pwd, "PWD") }
  t { File.readlink(l) == f }
  t { File.readlink(f) }
  t { [File.ftype(l), File.ftype(f), File.ftype(".")] }
  t { File.ftype("nope") }
  t { [File.world_readable?(f), File.world_readable?("nope"), File.world_writable?(f)] }
  t { [File.owned?(f), File.pipe?(f), File.socket?(f), File.setuid?(f), File.sticky?("nope"), File.chardev?("/dev/null")] }
  t { [File.identical?(l, f), File.identical?(f, "."), File.identical?("nope", f)] }
  old_umask = File.umask(022)
  t { [File.umask(027), File.umask, File.umask(old_umask).class] }

  l2 = "stat_#{$$}_2.lnk"
  h = "stat_#{$$}.hard"
  t { File.symlink(f, l2) }
  t { File.symlink(f, l2).class }
  t { [File.link(f, h), File.stat(f).nlink, File.identical?(f, h)] }
  File.delete(l2, h)
  t { [File.chmod(0600, f), File.stat(f).mode.to_s(8)] }
  fifo = "stat_#{$$}.fifo"
  t { [File.mkfifo(fifo), File.pipe?(fifo), File.ftype(fifo), File.stat(fifo).pipe?] }
  File.delete(fifo)
  t { [File.truncate(f, 2), File.read(f)] }
  t { File.open(f, "r+") { |io| io.truncate(1) } }
  t { File.read(f) }
  t { File.open(f) { |io| io.truncate(0) } }
  t { File.truncate("nope", 0) }
ensure
  File.delete(f, l)
  File.umask(saved_umask)
end
# ruby40: skip (WASI has no chmod)
