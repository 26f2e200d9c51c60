# Tests of TestMixedUnicodeEscape that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_basic, "[Encoding::CompatibilityError] exception expected, not \#<SyntaxError: \"(eval at test/ruby/test_mixed_unicode_escapes.rb:26):1: syntax error found\\n(eval at test/ruby/test_mixed_unicode_escapes.rb:26):"
