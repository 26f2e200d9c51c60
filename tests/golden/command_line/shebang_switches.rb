#!/usr/bin/env ruby -l -00 -W0 -F: -aw -i.orig
# The switches of the script's #! line count as if given on the command line (the first
# word that is not a switch would end them).
p $\, $/, $-W, $VERBOSE, $;, [$-l, $-a, $-p], $-i
p Warning[:deprecated], Warning[:experimental]
# ruby40: skip (the WASI runner loads the file, which does not read its #! line)
