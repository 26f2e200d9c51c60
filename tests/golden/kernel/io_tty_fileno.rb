# The standard streams know their file descriptors; neither is a terminal when the output
# goes to a pipe or a file.
p $stdout.fileno, $stderr.fileno, STDOUT.to_i, STDERR.fileno
p $stdout.tty?, $stdout.isatty
p $stderr.tty? == $stderr.isatty
