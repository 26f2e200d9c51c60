# Tests of TestSocket_BasicSocket that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_write_nonblock_buffered, "<:wait_readable> expected but was"
