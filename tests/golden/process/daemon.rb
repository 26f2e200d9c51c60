# Process.daemon: argument errors; a daemon's pid, session, directory, standard streams and
# at_exit handlers. 4.0: expected output from CRuby master (ruby40 cannot start processes). 3.1
# differs: its daemon is not a session leader ("session leader: false").
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

t { Process.daemon(1) }
t { Process.daemon(true, "true") }
t { Process.daemon(nil, 0) }
t { Process.daemon(true, true, 1) }

here = Dir.pwd
r, w = IO.pipe
pid = fork do
  r.close
  parent = Process.pid
  at_exit { w.puts "at_exit in the daemon: #{Process.pid != parent}"; w.close }
  rv = Process.daemon
  w.puts rv.inspect
  w.puts "new pid: #{Process.pid != parent}"
  w.puts "session leader: #{Process.getsid == Process.pid}"
  w.puts "directory: #{Dir.pwd}"
  w.puts "stdin: #{$stdin.read.inspect}"
  puts "lost"
  $stderr.puts "lost too"
end
w.close
Process.wait(pid)
puts "the parent of the daemon exits with #{$?.exitstatus}"
print r.read
r.close

r, w = IO.pipe
pid = fork do
  r.close
  Process.daemon(true, true)
  w.puts "kept directory: #{Dir.pwd == here}"
  puts "kept stdout"
  $stdout.flush
  w.close
end
w.close
Process.wait(pid)
print r.read
