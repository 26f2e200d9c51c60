# IO.allocate and an IO whose hidden descriptor was replaced: IOError, never a write to a
# descriptor made from a pointer.
def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
io = IO.allocate
%i[puts print write p flush sync inspect].each { |m| t(m.to_s) { io.send(m, "x") } }
t("dup of STDOUT") { d = STDOUT.dup; d.instance_variable_set(:@__fd, 2**40); d.puts "y" }
t("Class#allocate on IO") { Class.instance_method(:allocate).bind_call(IO).write("z") }
