# Tests of TestObjectSpace that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_each_object_no_garbage, "assert_separately failed with error message"
exclude :test_each_object_singleton_class, "assert_separately failed with error message"
exclude :test_finalizer, "Finished tests in 70.637028s, 0.4955 tests/s, 1.2316 assertions/s."
exclude :test_finalizer_thread_raise, "Failed assertion, no message given."
exclude :test_id2ref_28, "didn't round trip: 4611686018427387904."
exclude :test_id2ref_29, "didn't round trip: :a."
exclude :test_id2ref_30, "didn't round trip: :abcdefghijilkjl."
exclude :test_id2ref_31, "didn't round trip: :==."
exclude :test_id2ref_32, "didn't round trip: \#<Object:0x00007f78f1df65b8>."
exclude :test_id2ref_36, "didn't round trip: nil."
exclude :test_id2ref_invalid_symbol_id, "Exception(RangeError) with message matches to /is not a symbol id value/."
exclude :test_id2ref_table_build, "assert_separately failed with error message"
