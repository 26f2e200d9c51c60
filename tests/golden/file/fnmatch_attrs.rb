# File.fnmatch with its flags, the FileTest module, File.utime/lutime, File.chown/lchown,
# File#chmod/#chown/#flock/#size, File.path, and their errors.
# Expected output from /opt/cruby-master/bin/ruby (the WebAssembly ruby40 keeps no sub-second
# times and has no chown); ruby40 agrees on every fnmatch line.
def show
  p yield
rescue => e
  p [e.class, e.message.gsub(/tmp_fn_attrs_\d+/, "ROOT")]
end
[
  ["cat", "cat"], ["cat", "category"], ["c{at,ub}s", "cats"], ["c?t", "cat"], ["c??t", "cat"],
  ["c*", "cats"], ["c*t", "c/a/b/t"], ["ca[a-z]", "cat"], ["ca[^t]", "cat"], ["ca[!t]", "cab"],
  ["*", ".profile"], [".*", ".profile"], ["*", "dave/.profile"], ["**/*.rb", "main.rb"],
  ["**/*.rb", "./main.rb"], ["**/*.rb", "lib/song.rb"], ["**.rb", "main.rb"], ["**.rb", "lib/song.rb"],
  ["*", "/"], ["\\*", "*"], ["\\a", "a"], ["[\\]]", "]"], ["[a-", "a"], ["*/b", "a/b"], ["a*b", "a/b"],
  ["*.txt", "ab.TXT"], ["ä*", "äb"], ["[ä-ü]", "ö"], ["?", "é"],
].each do |pat, path|
  p [pat, path, File.fnmatch(pat, path), File.fnmatch(pat, path, File::FNM_PATHNAME),
     File.fnmatch(pat, path, File::FNM_DOTMATCH), File.fnmatch(pat, path, File::FNM_CASEFOLD),
     File.fnmatch(pat, path, File::FNM_EXTGLOB), File.fnmatch(pat, path, File::FNM_NOESCAPE),
     File.fnmatch(pat, path, File::FNM_PATHNAME | File::FNM_DOTMATCH)]
end
p File.fnmatch?("**/foo", "a/.b/foo", File::FNM_PATHNAME), File.fnmatch?("**/foo", "a/.b/foo", File::FNM_PATHNAME | File::FNM_DOTMATCH)
p File.fnmatch("{a,b}{c,d}", "bd", File::FNM_EXTGLOB), File.fnmatch("{a,{b,c}}", "c", File::FNM_EXTGLOB)
show { File.fnmatch("a", nil) }
show { File.fnmatch(1, "a") }
show { File.fnmatch("a") }
p File::FNM_SYSCASE, File::FNM_SHORTNAME, File::NULL
root = "tmp_fn_attrs_#{$$}"
Dir.mkdir(root)
begin
  f = "#{root}/f.txt"
  File.write(f, "abc")
  File.symlink("f.txt", "#{root}/ln")
  p FileTest.exist?(f), FileTest.file?(f), FileTest.directory?(root), FileTest.size(f), FileTest.size?("#{root}/x")
  p FileTest.symlink?("#{root}/ln"), FileTest.zero?(f), FileTest.identical?(f, "#{root}/ln"), FileTest.respond_to?(:exist?)
  show { FileTest.size("#{root}/x") }
  p File.utime(Time.at(1_000_000_000), Time.at(1_500_000_000, 250, :usec), f)
  p File.atime(f).to_i, File.mtime(f).to_i, File.mtime(f).usec
  p File.utime(10, 20.5, f, f), File.atime(f).to_i, File.mtime(f).to_f
  p File.lutime(30, 40, "#{root}/ln"), File.lstat("#{root}/ln").mtime.to_i, File.mtime(f).to_i
  t = Time.now.to_i
  File.utime(nil, nil, f)
  p (File.mtime(f).to_i - t).abs < 5
  show { File.utime(0, 0, "#{root}/missing") }
  st = File.stat(f)
  p File.chown(nil, nil, f), File.chown(-1, -1, f, f), File.lchown(nil, nil, "#{root}/ln"), File.chown(st.uid, st.gid, f)
  show { File.chown(nil, nil, "#{root}/missing") }
  File.open(f, "r+") do |io|
    p io.chmod(0600), File.stat(f).mode & 0777, io.chown(nil, nil), io.size
    p io.flock(File::LOCK_EX | File::LOCK_NB), io.flock(File::LOCK_UN)
  end
  p File.path(f) == f, File.path(Object.new.tap { |o| def o.to_path = "x/y" })
  show { File.path(nil) }
ensure
  Dir.glob("#{root}/*").each { |x| File.delete(x) }
  Dir.rmdir(root)
end
# ruby40: skip (WASI has no chown, and coarser file times)
