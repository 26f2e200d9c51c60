# Tests of TestThreadQueue that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_close, "Exception(ThreadError) with message matches to /queue empty/."
exclude :test_dump, "[ruby-core:61677] [Bug \#9674]."
exclude :test_dup, "[ruby-core:59961] [Bug \#9440]."
exclude :test_fork_while_queue_waiting, "not run: the file does not define it here"
exclude :test_queue_initialized, "Exception(TypeError) with message matches to /\\bQueue.* not initialized/."
exclude :test_sized_queue_initialized, "Exception(TypeError) with message matches to /\\bSizedQueue.* not initialized/."
