#!/bin/sh
# A first #! line that does not name ruby: the program starts at the first one that does,
# and line numbers still count from the top of the file.
echo "never run by ruby"
#!ruby -s
p __LINE__, $s
# ruby40: skip (the WASI runner loads the file, which does not read its #! lines)
