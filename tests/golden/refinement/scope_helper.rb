# Loaded by scope.rb: the caller's refinements do not reach this file, and this file's own
# `using` does not reach the caller.
module ScopeHelper
  def self.greet(x) = (x.greet rescue "no greet here")
end

module HelperRefinement
  refine Symbol do
    def greet = "helper symbol #{self}"
  end
end
using HelperRefinement
HELPER_SEES = :a.greet
