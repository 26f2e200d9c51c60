# `break` in a block is legal only while the call the block literal was passed to is running.
def capture(&b) = b
def yielder = yield

def in_same_method
  b = capture { puts "in block"; break :broke }
  b.call
rescue LocalJumpError => e
  p [e.class, e.message, e.reason, e.exit_value]
end
in_same_method

def returned_scope
  capture { break 5 }
end
begin
  returned_scope.call
rescue LocalJumpError => e
  p [e.message, e.exit_value]
end

# While the receiving call runs, break returns from it.
def runs_it(&b) = b.call + 100
p runs_it { break 7 }

# The same call site in a loop: the old block's call is over.
old = nil
r = 2.times.map do |i|
  yielder do
    if i == 0
      old = capture { break :old }
      :first
    else
      begin
        old.call
      rescue LocalJumpError => e
        e.message
      end
    end
  end
end
p r

p [1, 2, 3].each { |x| break x * 10 if x == 2 }
pr = proc { break 1 }
begin
  pr.call
rescue LocalJumpError => e
  p e.message
end
puts "done"
