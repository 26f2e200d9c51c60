# 4.0: expected output from CRuby master (the WebAssembly 4.0 build has no CLOCK_THREAD_CPUTIME_ID); the
# Process clock API is the same in 4.0.
p Process::CLOCK_REALTIME, Process::CLOCK_MONOTONIC, Process::CLOCK_PROCESS_CPUTIME_ID, Process::CLOCK_THREAD_CPUTIME_ID
ids = [Process::CLOCK_REALTIME, Process::CLOCK_MONOTONIC, Process::CLOCK_PROCESS_CPUTIME_ID, Process::CLOCK_THREAD_CPUTIME_ID]
units = [:float_second, :float_millisecond, :float_microsecond, :second, :millisecond, :microsecond, :nanosecond]
ids.each do |id|
  p [id, Process.clock_gettime(id).class, units.map { |u| Process.clock_gettime(id, u).class }]
end
a = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)
b = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)
p b >= a
r = Process.clock_gettime(Process::CLOCK_REALTIME)
p (r - Time.now.to_f).abs < 5
s = Process.clock_gettime(Process::CLOCK_REALTIME, :second)
p (s - Time.now.to_i).abs < 5
c = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
p c >= 0
[[0, :foo], [0, "second"], [99], [:x], ["x"], [0, 1]].each do |args|
  begin
    Process.clock_gettime(*args)
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
begin
  Process.clock_gettime
rescue => e
  puts "#{e.class}: #{e.message}"
end
# ruby40: skip (WASI has no CLOCK_THREAD_CPUTIME_ID)
