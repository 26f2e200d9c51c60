puts "lib_helper_loud: loading"
LOUD_LOADED = true
helper_local = "not visible to the requirer"
def loud(s) = s.upcase + "!"
puts "lib_helper_loud: done (#{helper_local.size} chars in local)"
