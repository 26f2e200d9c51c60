# 4.0: NoMethodError messages say "for an instance of Vault" with straight quotes
class Vault
  def a = "a"
  def b = "b"
  def c = "c"
  def d = "d"
  private :a, :b
  protected :c
  def open = [a, b, c, d].join
end

v = Vault.new
p v.open
%i[a b c d].each do |m|
  begin
    p v.public_send(m)
  rescue NoMethodError => e
    puts e.message
  end
end

class Vault
  public :a
end
p v.a
