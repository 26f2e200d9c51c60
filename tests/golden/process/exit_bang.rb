# exit! ends the process at once: no at_exit handler, no EXIT trap, no ensure clause; output
# written before it is kept. Process.exit! and Process.exit behave as Kernel's.
# 4.0: expected output from CRuby master (ruby40 runs no at_exit).
at_exit { puts "at_exit must not run" }
trap(:EXIT) { puts "EXIT trap must not run" }
p Process.respond_to?(:exit), Process.respond_to?(:exit!), Process.respond_to?(:abort)
begin
  Process.exit(2)
rescue SystemExit => e
  p [e.status, e.success?, e.message]
end
begin
  puts "before exit!"
  $stdout.print "flushed, no newline"
  # CRuby does not flush $stdout's buffer at exit! (a pipe loses it); Corundum does.
  $stdout.flush
  Process.exit!(4)
ensure
  puts "ensure must not run"
end
