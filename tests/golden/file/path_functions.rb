# File's path-string functions: basename/dirname/extname/split/join/expand_path/absolute_path.
["/a/b.rb", "a/b/", "/", "", "b", ".bashrc", "a.tar.gz", "//x//y//", "a.", "dir.d/file"].each do |path|
  p [path, File.basename(path), File.dirname(path), File.extname(path), File.split(path)]
end
p File.basename("/a/b.rb", ".rb"), File.basename("/a/b.rb", ".*"), File.basename(".rb", ".rb"), File.basename("x.rb", "x.rb")
p File.dirname("/a/b/c/d", 2), File.dirname("a/b", 5)
p File.join, File.join("a"), File.join("a", "b"), File.join("a/", "/b"), File.join("a", ["b", ["c"]]), File.join("", "x"), File.join("a", "")
p File.expand_path("/a/../b/./c"), File.expand_path("x", "/tmp"), File.expand_path("../..", "/a/b/c")
p File.absolute_path("/x/y/.."), File.absolute_path("q", "/r"), File.absolute_path?("/x"), File.absolute_path?("x")
p File.expand_path("x") == File.join(Dir.pwd, "x")
begin
  File.basename(1)
rescue TypeError => e
  p e.message
end
begin
  File.exist?("a\0b")
rescue ArgumentError => e
  p e.message
end
p File::SEPARATOR, File::ALT_SEPARATOR, File::PATH_SEPARATOR
