puts "al_helper_errors_nodef runs, defines nothing"
