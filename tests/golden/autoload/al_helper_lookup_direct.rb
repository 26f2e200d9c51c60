p [:direct_during, defined?(Outer::Direct), Outer.autoload?(:Direct), Outer.const_defined?(:Direct)]
module Outer
  Direct = :direct_value
end
