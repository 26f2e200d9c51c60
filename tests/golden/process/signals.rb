# Signal.trap / trap, Signal.list and signame, Process.kill to this process, SignalException.
# 4.0: expected output from CRuby master (ruby40 has no signals). 3.1 differs: a backquote in
# "unsupported signal `SIGFOO'".
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

t { Signal.list.values_at("EXIT", "HUP", "INT", "KILL", "TERM", "USR1", "USR2", "CHLD") }
t { [Signal.signame(15), Signal.signame(0), Signal.signame(99), Signal.signame(-1)] }
t { Signal.signame("x") }
t { Signal.trap(:SEGV) {} }
t { Signal.trap("SIGBUS") {} }
t { Signal.trap(:VTALRM) {} }
t { Signal.trap(:KILL) {} }
t { Signal.trap(:STOP) {} }
t { Signal.trap(:FOO) {} }
t { Signal.trap("SIGFOO") {} }
t { Signal.trap(99) {} }
t { Signal.trap(1.5) {} }
t { Signal.trap(:USR1) }
t { Signal.trap(:USR1, "IGNORE") }
t { Signal.trap(:USR1, "SIG_IGN") }
t { Signal.trap(:USR1, "DEFAULT") }
t { Signal.trap(:USR1, "SIG_DFL") }
t { Signal.trap(:USR1, "SYSTEM_DEFAULT") }
t { Signal.trap(:USR1, "EXIT") }
t { Signal.trap(:USR1, nil) }
t { Signal.trap(:USR1, "") }
t { Signal.trap(:USR1, proc { |s| puts "proc got #{s}" }) }
t { Signal.trap("USR1", "DEFAULT").class }

t { trap("USR1") { |s| puts "got #{s}" }; Process.kill("SIGUSR1", $$); "after" }
t { Process.kill(:USR1, Process.pid) }
t { Signal.trap(:USR1, "IGNORE"); Process.kill(:USR1, $$) }
t { trap(:USR2) { raise "raised in handler" }; Process.kill("USR2", $$); "not here" }
t { Signal.trap(:USR2, "DEFAULT"); Process.kill(:USR2, $$); "not here" }
t { Signal.trap(:TERM, "DEFAULT"); Process.kill(:TERM, $$); "not here" }
t { Process.kill(:INT, $$); "not here" }
t { trap(:INT) { puts "INT trapped" }; Process.kill(-2 * -1, $$) }
t { trap(:INT, "DEFAULT").class }

t { Process.kill(:FOO, 0) }
t { Process.kill("SIGFOO", 0) }
t { Process.kill(1000, 0) }
t { Process.kill(0) }
t { Process.kill(nil, 0) }
t { Process.kill(0, $$) }

t { e = SignalException.new("INT"); [e.message, e.signo, e.signm] }
t { e = SignalException.new(:SIGHUP); [e.message, e.signo] }
t { e = SignalException.new(15, "custom"); [e.message, e.signo] }
t { SignalException.new("FOO") }
t { SignalException.new(99) }
t { SignalException.new("INT", "x") }
t { SignalException.new }
t { e = Interrupt.new; [e.message, e.signo] }
t { Interrupt.new("stop").message }

# A signal from another process reaches the handler while the program is busy.
got = nil
trap(:USR1) { got = "usr1 from a child" }
pid = spawn("kill -USR1 #{$$}")
Process.wait(pid)
# The handler runs at the next safe point (here, the block call of `loop`).
x = []
loop do
  break if got || x.size > 5_000_000
  x << "alloc" * 2
end
p got
got = nil
pid = spawn("kill -USR1 #{$$}")
sleep 0.01 until got
p got

trap(:EXIT) { puts "EXIT trap runs before at_exit" }
at_exit { puts "at_exit runs after the EXIT trap" }
t { trap(:EXIT, "DEFAULT").class }
trap(0) { puts "EXIT trap (0) replaced the first" }
puts "end of program"
