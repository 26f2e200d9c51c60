module Outer
  p [:self_before, defined?(Selfish), autoload?(:Selfish), const_defined?(:Selfish), constants.include?(:Selfish)]
  begin
    Selfish
  rescue NameError => e
    p [:self_ref, e.message]
  end
  # The file's own definition defines the constant normally: no second load.
  class Selfish
    p [:self_body, Module.nesting]
  end
  p [:self_after, defined?(Selfish), autoload?(:Selfish)]
end
