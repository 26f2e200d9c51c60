require "find"
base = File.join(__dir__, "find_tmp_#{$$}")
Dir.mkdir(base)
begin
  Dir.mkdir(File.join(base, "a"))
  Dir.mkdir(File.join(base, "a", "skip"))
  File.write(File.join(base, "a", "one.txt"), "1")
  File.write(File.join(base, "a", "skip", "no.txt"), "x")
  File.write(File.join(base, "two.rb"), "2")
  seen = []
  Find.find(base) do |path|
    Find.prune if File.basename(path) == "skip"
    seen << path.delete_prefix(base)
  end
  p seen.sort
  p Find.find(base).map { |x| File.basename(x) }.sort.size
  begin; Find.find(File.join(base, "missing")) { }; rescue Errno::ENOENT => e; p e.class; end
ensure
  Find.find(base).select { File.file?(_1) }.each { File.delete(_1) }
  [File.join(base, "a", "skip"), File.join(base, "a"), base].each { Dir.rmdir(_1) }
end
