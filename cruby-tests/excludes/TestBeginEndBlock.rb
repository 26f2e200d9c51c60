# Tests of TestBeginEndBlock that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_beginendblock, "pid 9429 exit 0."
exclude :test_endblock_variable, "pid 9438 exit 0."
exclude :test_internal_errinfo_at_exit, "Expected \#<Process::Status: pid 9469 exit 0> to not be success?."
