# Tests of URI::TestGeneric that Corundum does not pass yet, left out by CRuby's test runner (-X).
# Written by cruby-tests/run tag; `cruby-tests/run untag` deletes the lines of tests that pass.
exclude :test_find_proxy, "NameError: uninitialized constant URI::Generic::SocketError"
exclude :test_find_proxy_case_sensitive_env, "NameError: uninitialized constant URI::Generic::SocketError"
exclude :test_find_proxy_get, "NameError: uninitialized constant URI::Generic::SocketError"
exclude :test_find_proxy_no_proxy, "LoadError: cannot load such file -- socket.so"
exclude :test_find_proxy_no_proxy_cidr, "NameError: uninitialized constant URI::Generic::SocketError"
exclude :test_use_proxy_p, "LoadError: cannot load such file -- socket.so"
