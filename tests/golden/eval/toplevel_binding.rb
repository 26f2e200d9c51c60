# TOPLEVEL_BINDING is the main script's binding: it sees the script's locals.
# 4.0: checked with Debian's ruby 3.1 (the WebAssembly ruby40 runs the script through `load`,
# so its TOPLEVEL_BINDING is not the script's); 4.0 prints the same.
top = 42
p TOPLEVEL_BINDING.local_variable_get(:top)
p TOPLEVEL_BINDING.receiver
p TOPLEVEL_BINDING.eval("self").inspect
TOPLEVEL_BINDING.local_variable_set(:top, 43)
p top
TOPLEVEL_BINDING.eval("later = 1")
p TOPLEVEL_BINDING.local_variable_get(:later)
p local_variables
def m = TOPLEVEL_BINDING.local_variable_get(:top)
p m
# ruby40: skip (ruby40 loads the program, so TOPLEVEL_BINDING is not the program's binding)
