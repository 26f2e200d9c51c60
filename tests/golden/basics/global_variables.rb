# global variables are visible everywhere
$counter = 0

def bump
  $counter += 1
end

bump
bump
p $counter

class Tracker
  def record(x)
    $log ||= []
    $log << x
  end
end
t = Tracker.new
t.record(:a)
t.record(:b)
p $log

p $undefined_global
[1, 2, 3].each { |i| $counter += i }
p $counter
$name = "ruby"
puts "name: #{$name}"
puts "direct: #$name"
