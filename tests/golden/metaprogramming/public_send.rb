# 4.0: NoMethodError messages say "for an instance of Door" with straight quotes
class Door
  def open = "opened"
  def knock(times) = "knock" * times
  private def unlock = "unlocked"
end

d = Door.new
p d.public_send(:open)
p d.public_send(:knock, 3)
p d.respond_to?(:unlock)
begin
  d.public_send(:unlock)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
p d.send(:unlock)
begin
  d.public_send(:fly)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
