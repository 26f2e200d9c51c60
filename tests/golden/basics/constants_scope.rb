# constants, nesting and :: lookup
LIMIT = 10
module Outer
  LIMIT = 20
  NAME = "outer"
  class Inner
    def limit
      LIMIT
    end
    def top_limit
      ::LIMIT
    end
    def name
      NAME
    end
  end
  module Deep
    VALUE = :deep
  end
end
p LIMIT
p Outer::LIMIT
p Outer::Inner.new.limit
p Outer::Inner.new.top_limit
p Outer::Inner.new.name
p Outer::Deep::VALUE
p Outer::Inner.name
p Outer::Deep.name
class Outer::Inner
  def lexical
    defined?(NAME) ? NAME : :not_visible
  end
end
p Outer::Inner.new.lexical
p Outer.const_get(:NAME)
Outer.const_set(:ADDED, 42)
p Outer::ADDED
begin
  Outer::Missing
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Nope
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
