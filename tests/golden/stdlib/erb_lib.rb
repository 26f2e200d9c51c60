# ERB (CRuby's erb.rb) compiles a template to Ruby source and evaluates it with a binding.
require 'erb'
name = "Bob"
items = %w[apple pear]
t = ERB.new(<<~T, trim_mode: "-")
  Hello <%= name %>!
  <%- items.each_with_index do |item, i| -%>
  <%= i + 1 %>. <%= item.upcase %>
  <%- end -%>
  <%# a comment %>
  Total: <%= items.size %>
T
puts t.result(binding)
puts ERB.new("a <%% b %%> c").result
puts ERB.new("<%= x %> and <%= y %>").result_with_hash(x: 1, y: [2])
class Page
  def initialize(title) = @title = title
  def render = ERB.new("<h1><%= ERB::Util.html_escape(@title) %></h1>").result(binding)
end
puts Page.new("<Tom & Jerry>").render
include ERB::Util
puts h("a < b"), url_encode("a b&c")
e = ERB.new("<%= 1 + %>")
begin
  e.result
rescue SyntaxError => ex
  puts ex.class
end
src = ERB.new("x<%= 1 %>").src
p src.include?("_erbout")
