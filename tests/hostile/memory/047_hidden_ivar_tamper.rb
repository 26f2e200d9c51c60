# Core state kept in hidden ivars (Encoding name, exception message/backtrace, IO fd) replaced
# from Ruby: odd results are allowed, a crash is not.
def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
t("enc name") { Encoding::UTF_8.instance_variable_set(:@__name, 5); Encoding::UTF_8.name }
t("enc inspect") { Encoding::UTF_8.inspect }
t("enc to_s") { Encoding::UTF_8.to_s }
t("str enc") { "a".encoding.name }
t("force enc") { "a".force_encoding(Encoding::UTF_8) }
e = RuntimeError.new("x")
t("exc ivars") { e.instance_variables }
%i[@__mesg @__bt @mesg @bt @__backtrace @__cause @__message].each do |iv|
  t("exc #{iv}") { x = RuntimeError.new("m"); x.instance_variable_set(iv, 5); [x.message, x.backtrace, x.full_message, x.inspect] }
end
t("raise tampered") { x = RuntimeError.new("m"); x.instance_variable_set(:@__bt, 5); raise x }
t("io fd") { o = IO.allocate; o.instance_variable_set(:@__fd, "x"); o.puts 1 }
t("io fd2") { o = IO.allocate; o.instance_variable_set(:@__fd, 99); o.puts 1 }
t("io fd3") { o = IO.allocate; o.instance_variable_set(:@__fd, -1); o.write "x" }
