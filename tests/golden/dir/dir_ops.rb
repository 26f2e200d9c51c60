# Dir.pwd/chdir (with a block), mkdir/rmdir/exist?/empty?, children/each_child/entries.
root = "tmp_dir_ops"
begin
  here = Dir.pwd
  p Dir.exist?(root), Dir.mkdir(root), Dir.exist?(root), Dir.empty?(root), File.directory?(root)
  File.write("#{root}/f.txt", "x")
  Dir.mkdir("#{root}/d")
  p Dir.empty?(root), Dir.children(root).sort, (Dir.entries(root) & ["f.txt", "d"]).sort
  names = []
  Dir.each_child(root) { |n| names << n }
  p names.sort
  r = Dir.chdir(root) { |path| p path; p File.basename(Dir.pwd); p File.exist?("f.txt"); 42 }
  p r, Dir.pwd == here
  begin
    Dir.chdir(root) { raise "inside" }
  rescue => e
    p e.message, Dir.pwd == here
  end
  p Dir.chdir(root), File.basename(Dir.getwd)
  Dir.chdir(here)
  p Dir.pwd == here
  begin
    Dir.mkdir(root)
  rescue SystemCallError => e
    p e.class, e.message
  end
  p Dir.rmdir("#{root}/d"), Dir.exist?("#{root}/d"), Dir.empty?("#{root}/f.txt")
ensure
  Dir.chdir(here) if here
  File.delete("#{root}/f.txt") if File.exist?("#{root}/f.txt")
  Dir.rmdir("#{root}/d") if Dir.exist?("#{root}/d")
  Dir.rmdir(root) if Dir.exist?(root)
end
p Dir.exist?(root)
