class Money
  def initialize(cents)
    @cents = cents
  end

  def inspect
    "#<Money #{@cents / 100}.#{(@cents % 100).to_s.rjust(2, "0")}>"
  end

  def to_s
    "$#{@cents / 100}"
  end
end

m = Money.new(1234)
p m
puts m
p [m, Money.new(5)]
puts m.inspect
x = p(Money.new(100))
puts x
s = "#{m}"
puts s
