# Tests of TestIO_Console that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_bad_keyword, "Exception(ArgumentError) with message matches to /unknown keyword:.*bad/."
exclude :test_failed_path, "[Errno::ENODEV, Errno::ENOTTY, Errno::EBADF, Errno::ENXIO] exception expected, not \#<NoMethodError: undefined method 'echo?' for an instance of File>."
exclude :test_stringio_getch, "pid 12636 exit 1"
