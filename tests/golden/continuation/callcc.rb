# Kernel#callcc and Continuation (require "continuation"): escaping, re-entering a frame that
# is still running, values passed back, ensure clauses jumped over, the class's restrictions.
verbose, $VERBOSE = $VERBOSE, nil # the library warns that callcc is obsolete
require "continuation"
$VERBOSE = verbose
p callcc { |c| 1 }
p callcc { |c| c.call(2); 3 }
p callcc { |c| c[4, 5] }
p callcc { |c| c.call }
# escape from an iteration
r = callcc do |c|
  [1, 2, 3].each { |x| c.call(x * 10) if x == 2 }
  :none
end
p r
# re-enter a frame still running
n = 0
cont = nil
v = callcc { |c| cont = c; 0 }
n += 1
p [:v, v, n]
cont.call(v + 1) if v < 3
def m
  x = [1, 2]
  y = callcc { |c| $k = c; 10 }
  x << y
  p x
  $k.call(20) if y == 10
  :done
end
p m
begin
  Continuation.new
rescue NoMethodError => e
  p e.message
end
p callcc { |c| c }.class
# ensure clauses are not run by a jump
callcc do |c|
  begin
    c.call
  ensure
    puts "ensure runs"
  end
end
p $".grep(/continuation/).size
# a continuation called through send, and from a block of a method called in the frame
p callcc { |c| c.send(:call, :sent) }
p callcc { |c| [3, 1, 2].sort_by { |x| c.call(:from_sort_by) } }
o = Object.new
p o.send(:callcc) { |c| c.call(:callcc_sent) }
begin
  callcc
rescue LocalJumpError => e
  p e.message
end
p Continuation.instance_methods(false).sort
