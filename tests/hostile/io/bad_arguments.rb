# IO, File and Dir given huge lengths, out-of-range flags, bad seeks, nil paths, recursive
# arrays and pathological globs: each must raise or return, never crash or hang.
path = "tmp_hostile_bad_arguments.txt"
File.write(path, "abc\n" * 10)
[-> { File.open(path) { |f| f.read(2**40) } },
 -> { File.open(path) { |f| f.read(2**64) } },
 -> { File.open(path) { |f| f.gets(2**62) } },
 -> { File.open(path) { |f| f.gets("", 2**62) } },
 -> { File.open(path, -1) },
 -> { File.open(path, 2**40) },
 -> { File.open(path, "rw+bx") },
 -> { File.open(nil) },
 -> { File.open(path, "r", 2**70) },
 -> { Dir.glob("{" * 10000 + "a" + "}" * 10000) },
 -> { Dir.glob("{a,b}" * 40) },
 -> { Dir.glob("[" * 1000) },
 -> { Dir.glob("*" * 10000 + "x") },
 -> { Dir.glob("**/" * 200 + "x") },
 -> { File.open(path) { |f| f.seek(-100) } },
 -> { File.open(path) { |f| f.seek(2**62, :CUR) } },
 -> { File.open(path) { |f| f.seek(0, 99) } },
 -> { File.open(path) { |f| f.pos = 2**63 } },
 -> { STDOUT.seek(0) },
 -> { IO.allocate.read },
 -> { File.dirname("a/b", 2**62) },
 -> { a = []; a << a; File.join(a) },
 -> { File.open(path) { |f| f.close; f.read } },
 -> { File.open(path) { |f| f.each_line(0) { } } },
 -> { File.readlines(path, 0) },
 -> { SystemCallError.new("x", 2**70) },
 -> { $stdout = nil },
 -> { File.basename("\xff/\xfe.rb", "\xfe.rb") },
 -> { File.expand_path("~nosuchuser_xyz/a") },
 -> { Dir.chdir("\0") },
].each do |t|
  t.call
rescue Exception
  nil
end
File.delete(path)
