# 4.0: "for main" instead of "for main:Object", straight quotes
def show
  yield
rescue NameError => e
  puts "#{e.class}: #{e.message}"
  p e.name
end

show { undefined_local }
show { UndefinedConst }
show { Object::AlsoMissing }
show { Comparable::Missing }

class Holder
  def use = missing_thing
end
show { Holder.new.use }
p NameError.new("custom").message
p NoMethodError.new("custom nm").message
