# Tests of TestMarshal::TestMarshalFreezeProc that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_object_prepend, "TypeError: singleton can't be dumped"
exclude :test_range_cyclic, "Expected nil (oid=8) to be the same as nil..nil (oid=140598345840856)."
exclude :test_range_subclass, "<[:@v]> expected but was"
exclude :test_regexp, "</au3042/> expected but was"
exclude :test_string_subclass, "TypeError: no implicit conversion of Integer into String"
exclude :test_string_subclass_cycle, "TypeError: no implicit conversion of Integer into String"
