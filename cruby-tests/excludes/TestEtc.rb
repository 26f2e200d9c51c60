# Tests of TestEtc that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_confstr, "not run: the file does not define it here"
exclude :test_getgrgid, "NoMethodError: undefined method 'group' for module Etc"
exclude :test_getgrnam, "NoMethodError: undefined method 'group' for module Etc"
exclude :test_getpwnam, "NoMethodError: undefined method 'passwd' for module Etc"
exclude :test_getpwuid, "NoMethodError: undefined method 'passwd' for module Etc"
exclude :test_group, "NoMethodError: undefined method 'group' for module Etc"
exclude :test_group_with_low_level_api, "NoMethodError: undefined method 'group' for module Etc"
exclude :test_passwd, "NoMethodError: undefined method 'passwd' for module Etc"
exclude :test_passwd_with_low_level_api, "NoMethodError: undefined method 'passwd' for module Etc"
exclude :test_pathconf, "not run: the file does not define it here"
exclude :test_sysconf, "not run: the file does not define it here"
