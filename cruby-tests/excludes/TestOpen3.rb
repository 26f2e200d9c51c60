# Tests of TestOpen3 that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_pipeline_r, "Expected \#<Process::Waiter:0x00007fcae0c07df0> to be a kind of Thread, not Process::Waiter."
exclude :test_pipeline_rw, "Expected \#<Process::Waiter:0x00007fcae0c0a168> to be a kind of Thread, not Process::Waiter."
exclude :test_pipeline_start, "Expected \#<Process::Waiter:0x00007fcae0c0c468> to be a kind of Thread, not Process::Waiter."
exclude :test_pipeline_start_noblock, "Expected \#<Process::Waiter:0x00007fcae0c0ea38> to be a kind of Thread, not Process::Waiter."
exclude :test_pipeline_w, "Expected \#<Process::Waiter:0x00007fcae1120f28> to be a kind of Thread, not Process::Waiter."
exclude :test_popen2, "Expected \#<Process::Waiter:0x00007fcae1123598> to be a kind of Thread, not Process::Waiter."
exclude :test_popen2e, "Expected \#<Process::Waiter:0x00007fcae11257d0> to be a kind of Thread, not Process::Waiter."
