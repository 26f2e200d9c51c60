class Recorder
  attr_reader :calls

  def initialize(target)
    @target = target
    @calls = []
  end

  def method_missing(name, *args, &blk)
    if @target.respond_to?(name)
      @calls << name
      @target.send(name, *args, &blk)
    else
      super
    end
  end

  def respond_to_missing?(name, include_all = false)
    @target.respond_to?(name, include_all) || super
  end
end

r = Recorder.new([3, 1, 2])
p r.sort
p r.map { |x| x * 2 }
p r.size
p r.first(2)
p r.calls
p r.respond_to?(:each)
p r.respond_to?(:bogus)
begin
  r.bogus
rescue NoMethodError => e
  puts e.class
  p e.name
end
