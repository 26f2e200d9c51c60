# Time.new is allocate + initialize, so a subclass's initialize runs and can call super.
class MyTime < Time
  def initialize(*args, label: "none")
    super(*args)
    @label = label
  end
  attr_reader :label
end
m = MyTime.new(2000, 1, 2, 3, 4, 5, "+09:00", label: "x")
p m, m.class, m.label, MyTime.new(2000, 1, 1, 0, 0, 0, "Z").label
p MyTime.utc(2000).class, MyTime.at(0).class, (m + 1).class, m.round.class, m.getutc.class, m.dup.class, m.dup.label
p Time.allocate.class, Time.new(2000, 1, 1, 0, 0, 0, "Z").frozen?
c = m.clone(freeze: true)
p c.frozen?, c == m
r = Time.utc(2000)..Time.utc(2001)
p r.include?(Time.utc(2000, 6)), r.include?(Time.utc(2002)), r.cover?(Time.utc(2000, 6)), r === Time.utc(2000, 12, 31)
begin
  r.each {}
rescue => e
  puts "#{e.class}: #{e.message}"
end
p Time.now.respond_to?(:succ), Time.utc(2000) == 1, (Time.utc(2000) <=> Object.new), Time.utc(2000).eql?(1)
p [Time.utc(2001), Time.utc(1999), Time.utc(2000)].minmax
