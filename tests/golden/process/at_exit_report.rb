# The main script's uncaught exception is reported after the at_exit handlers, which see it as
# $!; `exit` in a handler changes the status but the exception is still reported.
# 4.0: expected output from CRuby master (ruby40 runs no at_exit). 3.1 differs: "`<main>'".
at_exit { STDERR.puts "last handler: $! is #{$!.inspect}" }
at_exit { exit 5 }
at_exit { STDERR.puts "first handler: $! is #{$!.inspect}" }
raise "original error"
