# IO.pipe, IO.popen, IO#pid, close_read/close_write.
# 4.0: expected output from CRuby master (ruby40 cannot start processes).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

r, w = IO.pipe
t { [r.class, w.class, r.sync, w.sync, r.inspect =~ /\A#<IO:fd \d+>\z/, w.closed?, r.pid] }
t { w.write("abc\n"); w.puts "def"; w.print "g", "h"; w.close; r.read }
t { r.close_write }
t { r.close_read; r.closed? }
t { r.read }
t { r.close }
t { IO.pipe { |a, b| b << "x"; b.close; [a.read, a.eof?] } }
t { IO.pipe { |a, b| [a, b] }.map(&:closed?) }
t { IO.pipe { |a, b| b.puts "l1", "l2"; b.close; [a.gets, a.readlines] } }
t { r, w = IO.pipe; w.close_write; [w.closed?, r.read] }
t { r, w = IO.pipe; w.close_read }
t { r, w = IO.pipe; r.pos }
t { r, w = IO.pipe; w.write("x"); r.seek(0) }
t { r, w = IO.pipe; w.close; r.read(5) }

t { IO.popen("echo hi").read }
t { IO.popen("echo hi") { |f| [f.class, f.gets, f.pid.class] } }
t { [$?.class, $?.exitstatus] }
t { IO.popen("exit 3") { |f| f.read }; $?.exitstatus }
t { IO.popen(["printf", "%s-%s", "a", "b"]) { |f| f.read } }
t { IO.popen(["sh", "-c", "echo $0 $1", "zero", "one"], &:read) }
t { IO.popen("cat", "r+") { |f| f.write("round trip"); f.close_write; f.read } }
t { IO.popen("cat", "w") { |f| f.puts "written to cat"; f.pid.class } }
t { f = IO.popen("cat >/dev/null", "w"); f.write "x"; f.close; $?.success? }
t { IO.popen({"PV" => "envv"}, "echo $PV", &:read) }
t { IO.popen("echo err >&2; echo out", err: [:child, :out], &:readlines) }
t { IO.popen("pwd", chdir: "/", &:read) }
t { IO.popen(["corundum_no_such_command"]) }
t { IO.popen("corundum_no_such_command 2>/dev/null", &:read) }
t { $?.exitstatus }
t { f = IO.popen("echo x"); f.close_read; f.closed? }
t { f = IO.popen("cat", "r+"); f.close_read; f.puts "x"; f.close_write; f.closed? }
t { IO.popen("echo a; echo b").each_line.to_a }
t { IO.popen("echo abc", "r").inspect.sub(/\d+/, "N") }
t { IO.popen("cat", "w").read }
t { IO.popen("echo x").write("y") }
t { IO.popen("echo x", "q") }
t { IO.popen("echo x", mode: "r", &:read) }
t { IO.popen }
t { IO.popen("printf 'a\\nb\\nc'") { |f| f.each_line.map(&:chomp) } }
