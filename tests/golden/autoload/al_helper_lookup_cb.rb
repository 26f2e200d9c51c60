# Runs whatever the program put in $on_load (one file, loaded again after $" is trimmed).
$on_load.call
