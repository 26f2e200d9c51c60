# spawn, the wait family and Process::Status.
# 4.0: expected output from CRuby master (ruby40 cannot start processes). 3.1 differs:
# "undefined method `new' for Process::Status:Class" with a code snippet.
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

t { pid = spawn("echo spawned"); Process.wait(pid) == pid }
t { $?.exitstatus }
t { pid = spawn("exit 2"); pid2, st = Process.wait2(pid); [pid2 == pid, st.exitstatus, st.pid == pid] }
t { pid = Process.spawn("sh", "-c", "exit 4"); Process.waitpid(pid); $?.exitstatus }
t { pid = spawn("exit 5"); st = Process::Status.wait(pid); [st.class, st.exitstatus] }
t { pid = spawn("true"); Process.wait(pid); Process.last_status.equal?($?) }
t { Process.wait }
t { Process.wait2 }
t { Process.waitall }
t { pids = [spawn("exit 1"), spawn("exit 2")]; Process.waitall.map { |pid, st| [pids.include?(pid), st.exitstatus] }.sort }
t { spawn("corundum_no_such_command") }
t { spawn }
t { spawn("echo", "x", bogus: 1) }
t { pid = spawn("sh", "-c", "kill -TERM $$"); Process.wait(pid); [$?.signaled?, $?.termsig, $?.exitstatus, $?.success?, $?.exited?] }
t { $?.inspect.sub(/\d+/, "N") }
t { $?.to_s.sub(/\d+/, "N") }
t { pid = spawn("exit 9"); Process.wait(pid); [$? == 9 << 8, $?.to_i >> 8] }
t { Process::Status.new }
t { r = spawn("sh -c 'exit 0'", out: :err); Process.wait(r); $?.success? }
t { pid = spawn("exit 1"); sleep 0.01 until Process.wait(pid, Process::WNOHANG); $?.exitstatus }
t { [Process.pid.class, Process.ppid.class, Process.uid.class, Process.gid.class, Process.euid.class, Process.egid.class, Process.getpgrp.class] }
t { Process.pid == $$ }
