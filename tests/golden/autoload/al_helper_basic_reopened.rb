puts "loading al_helper_basic_reopened"
module Shapes
  class Reopened
    def original = :from_file
  end
end
