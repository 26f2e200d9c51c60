# Tests of TestObjectSpace that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_each_object_singleton_class, "assert_separately failed with error message"
exclude :test_finalizer, "Finished tests in 70.637028s, 0.4955 tests/s, 1.2316 assertions/s."
exclude :test_finalizer_thread_raise, "Failed assertion, no message given."
exclude :test_id2ref_invalid_symbol_id, "Exception(RangeError) with message matches to /is not a symbol id value/."
