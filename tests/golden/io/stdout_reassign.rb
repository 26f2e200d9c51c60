# $stdout/$stderr reassigned to objects with write; Kernel#puts/print/p forward to them.
class Capture
  attr_reader :text
  def initialize = @text = +""
  def write(*parts)
    parts.each { |s| @text << s.to_s }
    parts.sum { |s| s.to_s.bytesize }
  end
  def puts(*a) = write(*a.map { |x| "#{x}\n" })
  def print(*a) = write(*a)
end
cap = Capture.new
$stdout = cap
puts "hello", 1
print "a", "b"
p :sym
printf("%d-%s\n", 5, "x")
$stdout = STDOUT
p cap.text
begin
  $stdout = 42
rescue TypeError => e
  p e.message
end
begin
  $stderr = Object.new
rescue TypeError => e
  p e.message
end
p $stdout.equal?(STDOUT), $stderr.equal?(STDERR), $stdin.equal?(STDIN)
STDOUT.print "x", "y", "\n"
p STDOUT.write("ab", 1, "\n"), (STDOUT << "c" << "\n").equal?(STDOUT)
p STDOUT.fileno, STDERR.fileno, STDIN.fileno, STDOUT.sync = true, STDOUT.inspect
STDOUT.flush
p $stdin.closed?
