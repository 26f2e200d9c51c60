# Tests of TestBacktrace that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_backtrace_on_argument_error, "<\"test/ruby/test_backtrace.rb:465:in 'Kernel\#tap'\"> expected but was"
exclude :test_caller_lev_and_n, "[41, 42, 0, nil]."
exclude :test_caller_locations_absolute_path, "<\"test/ruby/test_backtrace.rb\"> expected but was"
exclude :test_each_backtrace_location, "ArgumentError: wrong number of arguments (given 2, expected 0)"
exclude :test_no_receiver_for_anonymous_class, "pid 4350 exit 1"
