# require "rbconfig": RbConfig::CONFIG describes the running executable (mspec's ruby_exe
# helper builds the interpreter's path from bindir, ruby_install_name and EXEEXT).
# 4.0: the WebAssembly CRuby 4.0 build prints nothing useful here (no executable path); the
# expected output is CRuby master's (`--disable-gems`) with 4.0's version numbers.
require "rbconfig"
c = RbConfig::CONFIG
p c["ruby_version"], c["MAJOR"], c["MINOR"], c["EXEEXT"]
p RbConfig.ruby == File.join(c["bindir"], c["ruby_install_name"] + c["EXEEXT"])
p File.executable?(RbConfig.ruby), c.values.all?(String), require("rbconfig")
# ruby40: skip (the WASI build's RbConfig names no executable)
