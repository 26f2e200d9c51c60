# getrlimit/setrlimit argument forms and errors, the RLIMIT_*/RLIM_*/PRIO_* constants, sessions
# and process groups, groups/maxgroups, Process::Sys/UID/GID, times, warmup.
# 4.0: expected output from CRuby master (ruby40 has no rlimits: a WASI build). 3.1 differs: it
# says "no implicit conversion from nil to integer" and "can't convert Object to Integer", and has
# no Process.warmup.
def t
  r = yield
  p r
rescue Exception => e
  p e.class, e.message
end
t { Process.getrlimit(:NOFILE) == Process.getrlimit(Process::RLIMIT_NOFILE) }
t { Process.getrlimit("CORE") == Process.getrlimit(:CORE) }
t { Process.getrlimit(:NOFILE).all?(Integer) }
t { Process.getrlimit(:nofile) }
t { Process.getrlimit("nofile") }
t { Process.getrlimit(:FOO) }
t { Process.getrlimit("RLIMIT_CORE") }
t { Process.getrlimit(nil) }
t { Process.getrlimit(Process::RLIMIT_CORE.to_f) == Process.getrlimit(:CORE) }
t { Process.getrlimit(100) }
t { Process.getrlimit(Object.new) }
t { Process.getrlimit }
o = Object.new
def o.to_str = "STACK"
t { Process.getrlimit(o) == Process.getrlimit(:STACK) }
t { Process.setrlimit(:CORE, :FOO) }
t { Process.setrlimit(:CORE, "foo") }
t { Process.setrlimit(:CORE, :infinity) }
t { Process.setrlimit(:CORE, nil) }
t { Process.setrlimit(:CORE) }
t { Process.setrlimit(:BAR, 1) }
t { c, m = Process.getrlimit(:CORE); Process.setrlimit(:CORE, c, m) }
t { c, m = Process.getrlimit(:CORE); Process.setrlimit("CORE", c, m); Process.getrlimit(:CORE) == [c, m] }
# lowering a limit in a child only
pid = fork do
  Process.setrlimit(:NOFILE, 50, 60)
  p Process.getrlimit(:NOFILE)
  Process.setrlimit(:NOFILE, 40)
  p Process.getrlimit(:NOFILE)
  begin
    Process.setrlimit(:NOFILE, 70, 70)
  rescue => e
    p e.class, e.message
  end
  Process.setrlimit(:CORE, 0, :SAVED_CUR) rescue p $!.class
  p Process.getrlimit(:CORE)[0]
end
Process.wait(pid)
t { Process::RLIM_INFINITY }
t { Process::RLIM_SAVED_MAX == Process::RLIM_INFINITY }
t { Process::RLIM_SAVED_CUR == Process::RLIM_INFINITY }
t { [Process::RLIMIT_CORE, Process::RLIMIT_NOFILE, Process::RLIMIT_STACK, Process::RLIMIT_AS] }
t { Process.constants.grep(/RLIM/).sort }
t { [Process::PRIO_PROCESS, Process::PRIO_PGRP, Process::PRIO_USER] }
t { Process.times.class }
t { Process.times.to_a.all?(Float) }
t { Process::Tms.members }
t { Process.warmup }
t { Process.groups.all?(Integer) }
t { Process.maxgroups }
t { Process.maxgroups = 10; Process.maxgroups }
t { Process.maxgroups = 0 }
t { Process.maxgroups = 100000; Process.maxgroups }
t { [Process::Sys.getuid == Process.uid, Process::Sys.geteuid == Process.euid] }
t { [Process::Sys.getgid == Process.gid, Process::Sys.getegid == Process.egid] }
t { [Process::UID.rid == Process.uid, Process::UID.eid == Process.euid] }
t { [Process::GID.rid == Process.gid, Process::GID.eid == Process.egid] }
t { Process.getsid.class }
t { Process.getsid(0) == Process.getsid }
t { Process.getsid(nil) == Process.getsid }
t { Process.getsid(Process.pid) == Process.getsid }
t { Process.getsid(999999) }
t { Process.getpgid(0) == Process.getpgrp }
t { Process.getpgid(999999) }
t { Process.getpgid(nil) }
# a child can start its own session and group
pid = fork do
  sid = Process.setsid
  p sid == Process.pid, Process.getsid == Process.pid, Process.getpgrp == Process.pid
end
Process.wait(pid)
pid = fork do
  p Process.setpgid(0, 0), Process.getpgrp == Process.pid
end
Process.wait(pid)
bad = Object.new
def bad.to_int = :x
t { Process.setrlimit(:CORE, bad) }
