# deprecate_constant returns the module, takes Symbols and Strings, and raises NameError for a
# name that is not a constant of the module itself; the constant stays readable (the warning
# needs Warning[:deprecated], off by default).
module Deprecating
  OLD = 1
  p deprecate_constant(:OLD)
  p deprecate_constant("OLD", :OLD)
  p deprecate_constant
  begin
    deprecate_constant :MISSING
  rescue NameError => e
    p [e.class, e.message, e.name]
  end
end
p Deprecating::OLD
class Object
  begin
    deprecate_constant :NOT_THERE_AT_ALL
  rescue NameError => e
    p e.message
  end
end
