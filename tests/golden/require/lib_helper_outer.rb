puts "outer: before requiring inner"
require_relative "lib_helper_inner"
puts "outer: after requiring inner"

module Outer
  def self.describe = "Outer uses #{Inner.describe}"
end
