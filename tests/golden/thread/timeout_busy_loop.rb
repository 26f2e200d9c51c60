# Timeout.timeout ends code that neither calls nor allocates: the timer thread's time slice
# switches to Timeout's thread, whose Thread#raise is seen at the loop's next back edge.
require "timeout"

def f = 1

i = 0
r = begin
  Timeout.timeout(0.05) { while true; i += 1; end }
rescue Timeout::Error => e
  [e.class, e.message]
end
p r

r = begin
  Timeout.timeout(0.05) { loop { f } }
rescue Timeout::Error => e
  e.class
end
p r

r = begin
  Timeout.timeout(0.05) { (1..).each { |x| x } }
rescue Timeout::Error => e
  e.class
end
p r

class MyError < StandardError; end
r = begin
  Timeout.timeout(0.05, MyError, "too slow") { i += 1 until false }
rescue MyError => e
  [e.class, e.message]
end
p r

# A block that ends in time gives its value.
p Timeout.timeout(5) { :done }
# ruby40: skip (the WASI build has no threads; expected output from CRuby master's interpreter)
