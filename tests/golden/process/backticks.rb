# Backticks and %x{}: Kernel#` with the command string; $? is set.
# 4.0: expected output from CRuby master (ruby40 cannot start processes).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

t { `echo hi` }
t { x = "there"; `echo #{x}` }
t { %x{printf 'a\nb'} }
t { %x(echo #{1 + 2}) }
t { `exit 5`; $?.exitstatus }
t { `echo out; echo err 2>/dev/null`.lines }
t { `corundum_no_such_command` }
t { `true`.encoding }
t { `printf ''` }
t { Kernel.send(:`, "echo sent") }
module Override
  def self.`(cmd) = "overridden: #{cmd}"
  def self.run = `ls`
end
t { Override.run }
