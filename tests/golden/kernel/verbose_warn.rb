# $VERBOSE starts false; warn prints to $stderr unless $VERBOSE is nil.
$stderr = $stdout
p $VERBOSE, defined?($VERBOSE)
warn "shown while false"
$VERBOSE = nil
warn "hidden while nil"
$VERBOSE = true
warn "shown while true"
$VERBOSE = false
warn "shown again", "and a second line"
