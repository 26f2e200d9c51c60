# ARGF reading standard input (ARGV was empty) switches to the files put in ARGV later, as
# CRuby's next_argv; ARGF.close before anything was read leaves it on standard input.
ARGF.close
p ARGF.filename
ARGV.replace [__FILE__]
p ARGF.gets
p ARGF.filename == __FILE__
p ARGF.lineno
