# The Errno classes: hierarchy, messages, errno numbers, and what failed file calls raise.
# 4.0: ESPIPE is left out: the WASI build says "Invalid seek" where Linux says "Illegal seek".
p Errno::ENOENT.superclass, SystemCallError.superclass
p Errno::ENOENT.new.message, Errno::ENOENT.new("x").message, Errno::EISDIR.new("d").message
p Errno::ENOENT.new.errno == Errno::ENOENT::Errno
p [Errno::EACCES, Errno::EEXIST, Errno::ENOTDIR, Errno::ENOTEMPTY, Errno::EBADF, Errno::EINVAL, Errno::EPIPE].map { |k| k.new.message }
p SystemCallError.new("boom").message, SystemCallError.new(nil).errno
def try
  yield
rescue SystemCallError => e
  p [e.class, e.message]
end
try { File.read("no_such_file.txt") }
try { File.open("no_such_dir/x.txt", "w") }
try { File.size("no_such_file.txt") }
try { File.delete("no_such_file.txt") }
try { File.rename("no_such_file.txt", "other.txt") }
try { Dir.rmdir("no_such_dir") }
try { Dir.mkdir(".") }
try { Dir.chdir("no_such_dir") }
try { Dir.children("no_such_dir") }
begin
  raise Errno::EPIPE, "writing"
rescue Errno::EPIPE => e
  p e
end
