# Expected output from /opt/cruby-master/bin/ruby (4.1.0dev): the WASI ruby40 has no user database.
require 'etc'
def t; r = yield; p r; rescue Exception => e; p [e.class, e.message]; end
t { Etc::VERSION }
t { [Etc::Passwd.members, Etc::Group.members, Etc::Passwd.superclass] }
t { Etc.getpwuid(0) }
t { Etc.getgrgid(0) }
t { Etc.getpwnam("root").to_a }
t { Etc.getgrnam("root").name }
t { Etc.getpwuid(Process.uid).uid == Process.uid }
t { Etc.getpwuid.name == Etc.getpwuid(Process.uid).name }
t { Etc.getgrgid.gid == Process.gid }
t { Etc.getpwnam("nosuchuserx") }
t { Etc.getpwuid(987654) }
t { Etc.getgrnam("nosuchgroupx") }
t { Etc.getgrgid(987654) }
t { Etc.getpwnam(1) }
t { Etc.getpwuid("a") }
t { Etc.getpwuid(1, 2) }
t { Etc.uname.keys }
t { Etc.uname.values.all?(String) }
t { Etc.uname[:sysname] }
t { Etc.systmpdir }
t { n = Etc.nprocessors; n.is_a?(Integer) && n >= 1 }
t { l = Etc.getlogin; l.nil? || l.is_a?(String) }
# ruby40: skip (WASI has no user or group database)
