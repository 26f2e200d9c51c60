# $LOAD_PATH is an Array that programs change in place; require searches it in order,
# and $LOADED_FEATURES lists every file loaded.
p $LOAD_PATH.equal?($:)
p $LOAD_PATH.class
p $LOADED_FEATURES.equal?($")
p defined?($LOAD_PATH), defined?($:), defined?($LOADED_FEATURES)
before = $LOADED_FEATURES.size

$LOAD_PATH.unshift(__dir__)
p require("lib_helper_math")
p require("lib_helper_math")
p $LOADED_FEATURES.size - before
p $LOADED_FEATURES.last.end_with?("/lib_helper_math.rb")

$LOAD_PATH.delete(__dir__)
begin
  require "lib_helper_counter"
rescue LoadError => e
  puts e.message
end
$: << __dir__
p require("lib_helper_counter")
