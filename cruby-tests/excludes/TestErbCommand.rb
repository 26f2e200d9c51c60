# Tests of TestErbCommand that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_template_file_encoding, "pid 3334 exit 1"
exclude :test_var, "pid 3339 exit 1"
