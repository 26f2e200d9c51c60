class Widget
  attr_reader :name
  def initialize(name) = @name = name
  def own = "own method of #{name}"
end

require_relative "lib_helper_reopen"

w = Widget.new("gear")
p w.own
p w.from_helper
p Widget.instance_methods(false).sort
