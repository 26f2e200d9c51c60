# Kernel's output goes to whatever object $stdout/$stderr hold, through its write method
# (puts through its puts); STDOUT and STDERR still reach the real streams.
class Capture
  attr_reader :calls
  def initialize = @calls = []
  def write(*parts)
    @calls << [:write, *parts]
    parts.sum(&:size)
  end
  def puts(*args)
    @calls << [:puts, *args]
    nil
  end
end

cap = Capture.new
$stdout = cap
puts "one", 2
print "a", "b"
p :sym
p
printf("%d-%s\n", 5, "x")
putc "z"
STDOUT.puts "to the real stdout"
$stdout = STDOUT
p cap.calls
p $stdout.equal?(STDOUT), $>.equal?(STDOUT)

err = Capture.new
$stderr = err
warn "careful", "twice"
warn
$stderr.puts "direct"
$stderr = STDERR
p err.calls

$> = cap
puts "via $>"
$stdout = STDOUT
p cap.calls.last

[1, nil, Object.new].each do |bad|
  begin
    $stdout = bad
  rescue TypeError => e
    puts e.message.sub(/0x\h+/, "XX")
  end
end
begin
  $stderr = 3
rescue TypeError => e
  puts e.message
end
begin
  $> = :x
rescue TypeError => e
  puts e.message
end
p $stdout.equal?(STDOUT)
