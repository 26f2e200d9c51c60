# tmpdir, tempfile and fileutils (CRuby's own): temporary directories and files, created and removed.
require 'tmpdir'
require 'tempfile'
require 'fileutils'
p File.directory?(Dir.tmpdir)
made = nil
Dir.mktmpdir("crd") do |d|
  made = d
  p File.basename(d).start_with?("crd"), File.directory?(d)
  FileUtils.mkdir_p(File.join(d, "a/b"))
  FileUtils.touch(File.join(d, "a/b/f.txt"))
  File.write(File.join(d, "a/b/f.txt"), "data")
  FileUtils.cp(File.join(d, "a/b/f.txt"), File.join(d, "g.txt"))
  FileUtils.mv(File.join(d, "g.txt"), File.join(d, "h.txt"))
  p Dir.children(d).sort, File.read(File.join(d, "h.txt"))
  FileUtils.cp_r(File.join(d, "a"), File.join(d, "c"))
  p Dir.glob("**/*", base: d).sort
  FileUtils.rm_rf(File.join(d, "a"))
  p Dir.children(d).sort
  FileUtils.cd(d) { p Dir.pwd == File.realpath(d) }
end
p File.exist?(made)
tf = Tempfile.new(["pre", ".txt"])
p File.basename(tf.path).start_with?("pre"), tf.path.end_with?(".txt")
tf.write("hello")
tf.flush
p File.read(tf.path)
tf.rewind
p tf.read
path = tf.path
tf.close
p File.exist?(path)
tf.unlink
p File.exist?(path)
Tempfile.create("y") { |f| f.puts "z"; f.rewind; p f.read; p File.exist?(f.path) }
t2 = Tempfile.open("q") { |f| f.print "abc"; f }
p t2.closed?
t2.open
p t2.read
t2.close!
p t2.path
