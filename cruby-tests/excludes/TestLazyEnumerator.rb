# Tests of TestLazyEnumerator that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_each_args, "<[4]> expected but was"
exclude :test_each_line, "<2> expected but was"
exclude :test_inspect, "<\"\#<Enumerator::Lazy: \#<Enumerator::Lazy: 1..10>:cycle(3)>\"> expected but was"
exclude :test_lazy_to_enum_lazy_methods, "<[[1, 0], [2, 1]]> expected but was"
exclude :test_size, "<Infinity> expected but was"
exclude :test_with_index, "ArgumentError: wrong number of arguments (given 1, expected 2)"
