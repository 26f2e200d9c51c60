# Kernel#print as IO#print: `$_` when given nothing, the arguments joined by `$,`, then `$\`
# (what `ruby -l` sets); gets without a separator reads up to `$/` (what `ruby -0` sets).
$\ = "!\n"
print "a", "b"
$, = "-"
print "a", "b"
$_ = "last"
print
$\ = nil
$, = nil
print "plain\n"
require "tmpdir"
Dir.mktmpdir do |d|
  path = File.join(d, "t")
  File.write(path, "a,b\n\nc,d\n\n\n\ne")
  File.open(path) do |f|
    $/ = ","
    p f.gets, f.gets(chomp: true)
    $/ = ""
    p f.gets
    $/ = nil
    p f.gets
  end
  $/ = "\n"
end
