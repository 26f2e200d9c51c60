# Ruby ignores SIGPIPE: writing to a pipe whose reader has gone raises Errno::EPIPE, also from
# puts to $stdout when its buffer is flushed, so a writer loop ends instead of running forever.
# ruby40: skip (subprocesses; checked with Debian's ruby 3.1, which prints the same)
require "rbconfig"
ruby = RbConfig.ruby
IO.popen([ruby, "-e", 'r = (loop { puts "y" * 100 } rescue $!.class); exit(r == Errno::EPIPE ? 7 : 1)']) do |io|
  p io.gets.size
end
p $?.exitstatus
r, w = IO.pipe
r.close
begin
  w.write("x")
rescue Errno::EPIPE => e
  p e.class, e.message
end
