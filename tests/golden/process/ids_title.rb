# Changing ids (Process.uid=/euid=/gid=/egid=/groups=, Process::Sys and Process::UID/GID),
# Process.argv0 and Process.setproctitle. Changes only to the ids the process already has, so
# the program runs the same as root or not. 4.0: expected output from CRuby master (ruby40 has
# no such system calls).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

uid, gid = Process.uid, Process.gid
euid, egid = Process.euid, Process.egid
t { Process.send(:uid=, uid) == uid }
t { Process.send(:euid=, euid) == euid }
t { Process.send(:gid=, gid) == gid }
t { Process.send(:egid=, egid) == egid }
t { [Process.uid, Process.euid, Process.gid, Process.egid] == [uid, euid, gid, egid] }
t { Process.uid = Object.new }
t { Process.euid = nil }
t { Process.egid = :root }
t { Process.uid = "corundum-no-such-user" }
t { Process.gid = "corundum-no-such-group" }
t { Process::Sys.setuid(uid) }
t { Process::Sys.seteuid(euid) }
t { Process::Sys.setgid(gid) }
t { Process::Sys.setegid(egid) }
t { Process::Sys.setreuid(uid, euid) }
t { Process::Sys.setregid(gid, egid) }
t { Process::Sys.setresuid(uid, euid, -1) }
t { Process::Sys.setresgid(gid, egid, -1) }
t { Process::Sys.setresuid(uid, euid) }
t { Process::Sys.setruid(uid) }
t { Process::Sys.setrgid(gid) }
t { Process::Sys.issetugid }
t { Process::Sys.setuid("corundum-no-such-user") }
t { Process::UID.from_name("corundum-no-such-user") }
t { Process::GID.from_name("corundum-no-such-group") }
t { [Process::UID.re_exchangeable?, Process::UID.sid_available?, Process::GID.re_exchangeable?, Process::GID.sid_available?] }
t { (Process::UID.eid = euid) == euid }
t { Process::GID.grant_privilege(egid) == egid }
groups = Process.groups
t { Process.groups = 5 }
t { Process.groups = [Object.new] }
t { Process.groups = ["corundum-no-such-group"] }
t { [Process.argv0, Process.argv0.frozen?, Process.argv0.equal?(Process.argv0)] }
$0 = "renamed"
t { [Process.argv0, $0] }
t { Process.setproctitle("corundum-golden-title") }
t { File.binread("/proc/self/cmdline").split("\0").first }
t { Process.setproctitle(:sym) }
t { Process.setproctitle("a\0b") }
# ruby40: skip (WASI has no uid or gid calls)
