begin
  require "no_such_library_xyz"
rescue LoadError => e
  p e.class, e.message, e.path
end
begin
  require "no_such_ext.so"
rescue LoadError => e
  p e.message, e.path
end
p require("set"), require("shellwords"), require("shellwords")
p $LOADED_FEATURES.count { _1.end_with?("/shellwords.rb") }
p $LOAD_PATH.any? { File.file?(File.join(_1, "optparse.rb")) }
p require("optparse"), defined?(OptionParser::Version).nil?
