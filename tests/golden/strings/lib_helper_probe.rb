# The harness the probe programs in this directory share: t(label) { expr } prints the label and
# the value's inspect, or the exception's class and message.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
