class Person
  attr_reader :name
  attr_writer :nickname
  attr_accessor :age, :city

  def initialize(name)
    @name = name
  end

  def nickname_or_name
    @nickname || @name
  end
end

pr = Person.new("Alice")
p pr.name
p pr.age
pr.age = 30
p pr.age
pr.age += 1
p pr.age
pr.city = "Paris"
p pr.city
p pr.nickname_or_name
pr.nickname = "Al"
p pr.nickname_or_name
p pr.respond_to?(:name=)
p pr.respond_to?(:nickname)
p pr.respond_to?(:nickname=)
begin
  pr.name = "Bob"
rescue NoMethodError => e
  puts e.message
end
# 4.0: NoMethodError message says "for an instance of Person" and uses straight quotes
