# 4.0: NoMethodError messages say "for an instance of Secretive" with straight quotes
class Secretive
  def open = "open"
  private def hidden(x) = "hidden #{x}"
  protected def guarded = "guarded"
end

s = Secretive.new
p s.send(:open)
p s.send(:hidden, 1)
p s.__send__(:hidden, 2)
p s.send(:guarded)
p s.public_send(:open)
begin
  s.public_send(:hidden, 3)
rescue NoMethodError => e
  puts e.message
end
begin
  s.public_send(:guarded)
rescue NoMethodError => e
  puts e.message
end
begin
  s.send(:nothing_here)
rescue NoMethodError => e
  puts e.message
end
