# Tests of TestSystem that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_fallback_to_sh, "[ruby-core:32745]."
exclude :test_system_exception_nonascii, "Exception(RuntimeError) with message matches to /テスト\\.cmd/."
