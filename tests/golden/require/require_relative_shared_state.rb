require_relative "lib_helper_counter"
SharedCounter.bump
require_relative "lib_helper_counter"
SharedCounter.bump
p SharedCounter.count
p SharedCounter.loads
