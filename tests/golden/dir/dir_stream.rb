# Dir instances: Dir.new/open (with a block), read, each, children, each_child, tell/seek,
# rewind, fileno, path, inspect, chdir, close; Dir.foreach, Dir.for_fd, Dir.fchdir,
# Dir.empty?; and their errors.
# Expected output from /opt/cruby-master/bin/ruby: the WebAssembly ruby40 lists no "." and "..".
root = "tmp_dir_stream_#{$$}"
def show
  p yield
rescue => e
  p [e.class, e.message.gsub(/tmp_dir_stream_\d+/, "ROOT")]
end
Dir.mkdir(root)
begin
  %w[b.txt a.txt].each { |f| File.write("#{root}/#{f}", f) }
  Dir.mkdir("#{root}/sub")
  d = Dir.new(root)
  p d.class, d.path == root, d.to_path == root, d.inspect == "#<Dir:#{root}>", d.fileno.is_a?(Integer)
  names = []
  while (n = d.read)
    names << n
  end
  p names.sort, d.read
  d.rewind
  first = d.read
  pos = d.tell
  second = d.read
  d.seek(pos)
  d.pos = pos
  p d.read == second, first.class
  p d.each.class, d.each { |x| }.equal?(d)
  p d.each.to_a.sort, d.children.sort, d.each_child.to_a.sort
  real = File.realpath(root)
  p d.chdir { Dir.pwd == real }, Dir.pwd == real
  p d.close, d.close
  show { d.read }
  show { d.fileno }
  show { d.each {} }
  p d.path == root
  p Dir.open(root) { |x| x.children.size }
  p Dir.open(root).class
  p Dir.foreach(root).to_a.sort, Dir.foreach(root) { }
  p Dir.children(root).sort, Dir.entries(root).sort, Dir.each_child(root).to_a.sort
  p Dir.empty?(root), Dir.empty?("#{root}/sub"), Dir.empty?("#{root}/a.txt")
  show { Dir.empty?("#{root}/nope") }
  show { Dir.new("#{root}/nope") }
  show { Dir.new("#{root}/a.txt") }
  show { Dir.open(root, 1) }
  dir = Dir.new("#{root}/sub")
  e = Dir.for_fd(dir.fileno)
  p e.path, e.children
  here = Dir.pwd
  p Dir.fchdir(dir.fileno) { File.basename(Dir.pwd) }, Dir.pwd == here
  show { Dir.fchdir(-1) }
  dir.close
  show { Dir.for_fd(-1) }
  p Dir.new(root, encoding: "iso-8859-1").read.encoding
ensure
  Dir.rmdir("#{root}/sub") if Dir.exist?("#{root}/sub")
  Dir.glob("#{root}/*").each { |f| File.delete(f) }
  Dir.rmdir(root)
end
# ruby40: skip (WASI: readdir gives no . and .., and there is no fchdir)
