# sleep's argument: Integer, Float, Rational, or any object whose divmod(1) gives
# (4.0 names the class of true in the TypeError; master says "true".)
# [seconds, fraction]; negative intervals and other objects are errors.
p [sleep(0), sleep(0.001), sleep(Rational(1, 999))].all?(Integer)
o = Object.new
def o.divmod(x) = [0, 0.001]
p sleep(o).class
neg = Object.new
def neg.divmod(x) = [-1, 0.5]
[-1, -0.1, Rational(-1, 2), neg, true, "1", :sym, Object.new].each do |arg|
  sleep(arg)
rescue ArgumentError, TypeError => e
  puts "#{e.class}: #{e.message.sub(/0x\h+/, "0x")}"
end
