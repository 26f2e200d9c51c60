class Greeter
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def greet(times: 1)
    times.times.map { |i| "Hello, #{name} (#{i + 1})" }
  end
end

puts Greeter.new("Corundum").greet(times: 2)
