# Tests of TC_Set that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_eq, "<\#<: {\"a\", \"b\", \#<: {...}>}>> expected but was"
exclude :test_inspect, "NoMethodError: undefined method 'set_temporary_name' for class \#<Class:0x00007f2544b891c8>"
exclude :test_marshal, "<Set[1, 2, 3]> expected but was"
exclude :test_merge, "ArgumentError expected but nothing was raised."
exclude :test_set_gc_compact_does_not_allocate, "pid 20044 exit 1"
