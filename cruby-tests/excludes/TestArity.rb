# Tests of TestArity that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_message_change_issue_6085, "Exception(ArgumentError) with message matches to /wrong number of arguments \\(.*\\b(\\d+)\\b.* (\\d\\S*?)\\)/."
