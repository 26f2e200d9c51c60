class Person
  attr_reader :name, :friends
  def initialize(name)
    @name = name
    @friends = []
  end

  def befriend(other)
    @friends << other
    other.friends << self
  end
end

people = %w[ann bob cat dan eve].map { |n| Person.new(n) }
(0...people.size - 1).each { |i| people[i].befriend(people[i + 1]) }
people.first.befriend(people.last)
GC.start
people.each do |pr|
  puts "#{pr.name}: #{pr.friends.map(&:name).sort.join(",")}"
end
ann = people.first
people = nil
GC.start
p ann.friends.first.friends.map(&:name)
p ann.friends.last.name
