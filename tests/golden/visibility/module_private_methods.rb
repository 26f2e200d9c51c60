# 4.0: NoMethodError message says "for an instance of Report" with straight quotes
module Formatting
  def render = "<#{wrap(title)}>"

  private

  def wrap(s) = "[#{s}]"
end

class Report
  include Formatting
  def title = "Q1"
end

r = Report.new
p r.render
begin
  r.wrap("x")
rescue NoMethodError => e
  puts e.message
end
p r.respond_to?(:wrap)
p r.respond_to?(:render)
