# The Fcntl module (require "fcntl", a C extension in CRuby), used with IO#fcntl and sysopen.
require "fcntl"
p Fcntl.constants.sort
p Fcntl::VERSION
p [Fcntl::F_GETFL, Fcntl::F_SETFL, Fcntl::FD_CLOEXEC, Fcntl::O_NONBLOCK, Fcntl::O_ACCMODE]
p Fcntl::O_RDONLY | Fcntl::O_CREAT | Fcntl::O_TRUNC
p Fcntl.class, Fcntl::O_WRONLY.class
# ruby40: skip (the WASI build has no fcntl extension; expected output from CRuby master's interpreter)
