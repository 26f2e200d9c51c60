# def, attr_* and similar return symbols
r = def some_method; end
p r
r = def self.singleton_thing; end
p r
class Thing
  R1 = attr_accessor :size
  R2 = attr_reader :name, :kind
  R3 = def inner; end
  R4 = private :inner
  R5 = define_method(:made) { 1 }
  R6 = alias_method :made_alias, :made
end
p Thing::R1
p Thing::R2
p Thing::R3
p Thing::R4
p Thing::R5
p Thing::R6
p Thing.new.made_alias
