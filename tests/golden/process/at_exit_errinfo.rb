# The main script's uncaught exception waits until the at_exit handlers have run: they see it
# as $!, and exit! in one of them ends the process without the report.
# 4.0: expected output from CRuby master (ruby40 runs no at_exit; Debian ruby 3.1 reports the
# exception anyway).
at_exit do
  STDERR.puts "last handler: $! is #{$!.class}: #{$!.message}"
  Process.exit!(21)
end
at_exit { STDERR.puts "first handler: $! is #{$!.inspect}" }
raise "original error"
