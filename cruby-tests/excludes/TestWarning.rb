# Tests of TestWarning that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_warn_called_only_when_category_enabled, "assert_separately failed with error message"
