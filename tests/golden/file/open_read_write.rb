# File.open modes and flags, reading and writing, errors with their Errno classes and messages.
# Works in its own directory tmp_open_read_write, removed at the end.
dir = "tmp_open_read_write"
Dir.mkdir(dir) unless Dir.exist?(dir)
begin
  File.write("#{dir}/x.txt", "one\ntwo\n\nthree\n")
  p File.read("#{dir}/x.txt")
  p File.readlines("#{dir}/x.txt", chomp: true)
  File.open("#{dir}/x.txt") { |f| p f.gets; p f.gets(chomp: true); p f.pos; p f.read(3); p f.read; p f.read(1); p f.eof? }
  File.open("#{dir}/x.txt", "a") { |f| f.puts "four"; f << "five" << "\n"; f.print "a", "b"; f.write("c", 1) }
  File.foreach("#{dir}/x.txt") { |l| p l }
  begin; File.read("missing.txt"); rescue => e; p e.class, e.message, e.errno == Errno::ENOENT::Errno; end
  f = File.new("#{dir}/x.txt"); p f; f.close; p f; begin; f.gets; rescue IOError => e; p e; end
  p File.exist?(dir), File.file?(dir), File.directory?(dir), File.size("#{dir}/x.txt"), File.size?("nope")
  p Dir.glob("#{dir}/*"), Dir.children(dir), Dir.entries(dir).include?("x.txt")
  p File.basename("/a/b.rb", ".rb"), File.dirname("/a/b/c"), File.extname("x.tar.gz"), File.join("a", "b/", "/c"), File.split("/a/b")
  p File.expand_path("../x", "/a/b"), File.absolute_path?("/x")
  $stdout.puts "hi"; STDOUT.write("w\n"); p $stdout, $stdin, $stderr
  File.open("#{dir}/x.txt", "r+") { |f| f.seek(2); f.write("X"); f.rewind; p f.gets(nil, 5); p f.getc; f.each_char.first(2).then { p _1 } }
  p File.open("#{dir}/x.txt", File::RDONLY) { |f| f.readline }
  begin; File.open("#{dir}/x.txt", File::WRONLY|File::CREAT|File::EXCL); rescue => e; p e; end
  begin; File.open(dir, "w"); rescue => e; p e; end
  begin; Dir.rmdir(dir); rescue => e; p e; end
  begin; File.open("#{dir}/x.txt", "q"); rescue => e; p e; end
  p Errno::ENOENT.new.message, Errno::ENOENT.new("x").message, Errno::EEXIST.ancestors.take(3)
ensure
  File.delete(*Dir.glob("#{dir}/*"))
  Dir.rmdir(dir)
end
p Dir.exist?(dir)
