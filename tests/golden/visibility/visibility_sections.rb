class Sections
  def pub1 = "pub1"

  private

  def priv1 = "priv1"
  def priv2 = "priv2"

  public

  def pub2 = "pub2 sees #{priv1} and #{priv2}"

  protected

  def prot1 = "prot1"

  public
  def pub3 = prot1
end

s = Sections.new
p s.pub1
p s.pub2
p s.pub3
[:pub1, :priv1, :priv2, :pub2, :prot1, :pub3].each do |m|
  p [m, s.respond_to?(m)]
end
p Sections.instance_methods(false).sort
