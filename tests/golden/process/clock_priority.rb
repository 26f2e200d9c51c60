# Process.clock_getres, the emulated clocks and Linux's CLOCK_* constants; getpriority and
# setpriority. 4.0: expected output from CRuby master (ruby40 lacks these system calls). 3.1
# differs: its EINVAL messages do not name the clock ("clock_getres(12345)").
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

p Process.constants.grep(/\ACLOCK_/).sort.map { |c| [c, Process.const_get(c)] }
t { Process.clock_getres(:GETTIMEOFDAY_BASED_CLOCK_REALTIME, :nanosecond) }
t { Process.clock_getres(:TIME_BASED_CLOCK_REALTIME) }
t { Process.clock_getres(:GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID, :float_microsecond) }
t { Process.clock_getres(:TIMES_BASED_CLOCK_PROCESS_CPUTIME_ID) }
t { Process.clock_getres(:TIMES_BASED_CLOCK_MONOTONIC, :millisecond) }
t { Process.clock_getres(:CLOCK_BASED_CLOCK_PROCESS_CPUTIME_ID, :microsecond) }
t { Process.clock_getres(Process::CLOCK_MONOTONIC, :nanosecond) <= 10_000_000 }
t { Process.clock_getres(Process::CLOCK_REALTIME).class }
t { Process.clock_getres(:NO_SUCH_CLOCK) }
t { Process.clock_getres(12345) }
t { Process.clock_gettime(12345) }
t { Process.clock_getres(Process::CLOCK_MONOTONIC, :fortnight) }
t { Process.clock_getres("CLOCK_MONOTONIC") }
t { Process.clock_getres }
t { Process.clock_gettime(:TIME_BASED_CLOCK_REALTIME, :second).is_a?(Integer) }
t { Process.clock_gettime(:TIME_BASED_CLOCK_REALTIME, :nanosecond) % 1_000_000_000 }
t { Process.clock_gettime(:GETTIMEOFDAY_BASED_CLOCK_REALTIME, :nanosecond) % 1000 }
t { (Process.clock_gettime(:GETTIMEOFDAY_BASED_CLOCK_REALTIME) - Time.now.to_f).abs < 5 }
t { Process.clock_gettime(:TIMES_BASED_CLOCK_MONOTONIC).class }
t { Process.clock_gettime(:GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID) >= 0 }
t { a = Process.clock_gettime(Process::CLOCK_MONOTONIC_RAW); a <= Process.clock_gettime(Process::CLOCK_MONOTONIC_RAW) }
t { Process.clock_gettime(Process::CLOCK_REALTIME_COARSE, :second).is_a?(Integer) }

p [Process::PRIO_PROCESS, Process::PRIO_PGRP, Process::PRIO_USER]
prio = Process.getpriority(Process::PRIO_PROCESS, 0)
t { prio.is_a?(Integer) && prio.between?(-20, 19) }
t { Process.getpriority(Process::PRIO_PROCESS, Process.pid) == prio }
t { Process.getpriority(:PRIO_PROCESS, 0) }
t { Process.getpriority(Process::PRIO_PROCESS) }
t { Process.getpriority(999, 0) }
t { Process.setpriority(999, 0, 1) }
t { Process.setpriority(Process::PRIO_PROCESS, 0, "1") }
if prio < 19
  r, w = IO.pipe
  pid = fork do
    r.close
    w.puts Process.setpriority(Process::PRIO_PROCESS, 0, prio + 1)
    w.puts Process.getpriority(Process::PRIO_PROCESS, 0) - prio
    w.close
  end
  w.close
  Process.wait(pid)
  print r.read
else
  puts 0, 1
end
t { Process.getpriority(Process::PRIO_PROCESS, 0) == prio }
