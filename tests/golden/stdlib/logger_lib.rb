# Logger (a bundled gem in 4.0) running unmodified, with Monitor/MonitorMixin under it.
require "logger"
require "stringio"

io = StringIO.new
log = Logger.new(io)
log.formatter = proc { |sev, _time, prog, msg| "#{sev} #{prog.inspect}: #{msg}\n" }
log.info("hello")
log.debug { "lazy" }
log.level = :warn
log.info("hidden")
log.warn("careful")
log.error(RuntimeError.new("boom"))
log.progname = "app"
log.fatal("bad")
log.unknown("?")
log.add(Logger::ERROR, "added")
log.add(Logger::ERROR) { "from a block" }
log << "raw\n"
print io.string
p log.level, log.warn?, log.info?, log.error?
p Logger::Severity.constants.sort
p [Logger::DEBUG, Logger::INFO, Logger::WARN, Logger::ERROR, Logger::FATAL, Logger::UNKNOWN]

# The default formatter, with the time and pid taken out.
l2 = Logger.new(io2 = StringIO.new, progname: "p2", level: Logger::INFO)
l2.info("default format")
l2.debug("not shown")
l2.error { "an error" }
puts io2.string.gsub(/\[[^\]]*\]/, "[TIME PID]")
f = Logger::Formatter.new
p f.call("INFO", Time.at(0).utc, "prog", "msg").sub(/\[[^\]]*\]/, "[T]")
e = ArgumentError.new("bad arg")
p f.call("WARN", Time.at(0).utc, nil, e).sub(/\[[^\]]*\]/, "[T]")
f.datetime_format = "%Y"
p f.call("INFO", Time.at(0).utc, "x", "y").sub(/#\d+/, "#PID")

# Levels and errors.
l3 = Logger.new(nil)
p l3.info("to nowhere"), l3.level
l3.level = "error"
p l3.level
l3.debug!
p l3.level
begin
  Logger.new(io, level: :nope)
rescue ArgumentError => e
  p e.message
end
begin
  l3.level = 99.5
rescue ArgumentError => e
  p e.class
end
p Logger.new(io).respond_to?(:reopen)

# A logger on a file, read back (the header line has a date).
# 4.0: the WASI build cannot flock, so these two lines are from Debian's ruby (logger 1.5.0);
# the lines above are 4.0's with logger 1.7.0.
dir = "logger_tmp_#{$$}"
Dir.mkdir(dir)
begin
  path = File.join(dir, "app.log")
  fl = Logger.new(path)
  fl.formatter = proc { |sev, _t, _p, msg| "#{sev}: #{msg}\n" }
  fl.info("to a file")
  fl.close
  lines = File.readlines(path)
  p lines[0].start_with?("# Logfile created on"), lines[1..]
ensure
  File.delete(path) if File.exist?(path)
  Dir.rmdir(dir)
end
# ruby40: skip (WASI has no flock)
