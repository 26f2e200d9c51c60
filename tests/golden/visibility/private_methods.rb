# 4.0: NoMethodError messages say "for an instance of Account" with straight quotes
class Account
  def initialize(balance)
    @balance = balance
  end

  def report
    "balance: #{format_money(@balance)}"
  end

  private

  def format_money(n)
    "$#{n}"
  end

  def secret_code = 1234
end

a = Account.new(50)
puts a.report
begin
  a.format_money(5)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
begin
  a.secret_code
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p a.respond_to?(:format_money)
p a.respond_to?(:format_money, true)
p a.send(:secret_code)
