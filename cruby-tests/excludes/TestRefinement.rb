# Tests of TestRefinement that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_call_refined_method_in_duplicate_module, "[ruby-dev:48878]"
exclude :test_eval_with_binding_scoping, "pid 25895 exit 0."
exclude :test_funcall_inherited, "TypeError: wrong argument type (expected Dir)"
exclude :test_inlinecache, "assert_separately failed with error message"
exclude :test_singleton_method_should_not_use_refinements, "assert_separately failed with error message"
exclude :test_to_proc, "TypeError: wrong argument type TestRefinement::ToProc::MethodMissing (expected Proc)"
exclude :test_unbound_refine_method, "TypeError expected but nothing was raised."
exclude :test_undef_original_method, "pid 25991 exit 0."
exclude :test_used_modules, "<[TestRefinement::VisibleRefinements::RefB,"
exclude :test_used_refinements, "<[\#<refinement:Object@TestRefinement::VisibleRefinements::RefB>,"
exclude :test_warn_setconst_in_refinmenet, "[ruby-core:64143] [Bug \#10103]"
exclude :test_refined_protected_methods, "NoMethodError: protected method called: a protected method refined in a block-body visibility section (regression from the block-cref visibility change; to fix)"
