# fork with and without a block, exit statuses, at_exit in the child, output order, $$.
# 4.0: expected output from CRuby master (ruby40 cannot fork); 3.1 prints backquotes and 'fork'.
parent = Process.pid
at_exit { puts "at_exit in #{Process.pid == parent ? 'parent' : 'child'}" }
print "written before fork "
pid = fork do
  puts "child block: ppid is parent #{Process.ppid == parent}, pid differs #{Process.pid != parent}, $$ #{$$ == Process.pid}"
  exit 3
end
Process.wait(pid)
puts
p pid.is_a?(Integer), pid != parent
p $?.exitstatus, $?.pid == pid

# a block that ends normally exits 0
pid = fork { puts "child ends normally" }
Process.wait(pid)
p $?.success?, $?.exitstatus

# an uncaught exception in the child: reported on stderr, status 1
pid = fork { raise "boom in child" }
Process.wait(pid)
p $?.exitstatus

# the parent's ensure clauses do not run in a child given a block
begin
  pid = Process.fork { puts "in child (Process.fork)" }
ensure
  puts "ensure runs in #{Process.pid == parent ? 'parent' : 'child'}"
end
Process.wait(pid)

# rescue in the parent frames does not catch the child's exit
begin
  pid = fork { exit 4 }
rescue SystemExit
  puts "rescued in #{Process.pid == parent ? 'parent' : 'child'}"
end
Process.wait(pid)
p $?.exitstatus

# without a block: nil in the child, which goes on with the program
r = fork
if r.nil?
  puts "fork returned nil in the child"
  $stdout.flush
  exit! 5
end
Process.wait(r)
p $?.exitstatus

# exit! in a child skips at_exit
pid = fork { exit!(6) }
Process.wait(pid)
p $?.exitstatus

# waiting twice
begin
  Process.wait(pid)
rescue => e
  p e.class, e.message
end
begin
  Process.wait
rescue => e
  p e.class
end

# argument errors
begin
  fork(1)
rescue => e
  p e.class, e.message
end

# Process._fork is what fork calls
module Process
  class << self
    alias_method :orig_fork, :_fork
    def _fork
      r = orig_fork
      puts "_fork hook saw #{r == 0 ? 'child' : 'parent'}" if r == 0
      r
    end
  end
end
pid = fork { exit 8 }
Process.wait(pid)
p $?.exitstatus
