# Monitor (native, single-threaded) and CRuby's own monitor.rb (MonitorMixin) on top of it.
require "monitor"

m = Monitor.new
p m.synchronize { m.synchronize { 42 } }, m.mon_locked?, m.mon_owned?
p m.try_enter, m.mon_locked?, m.mon_owned?
p m.exit, m.mon_locked?
begin
  m.exit
rescue ThreadError => e
  p e.message
end
begin
  m.mon_check_owner
rescue ThreadError => e
  p e.class
end
m.enter
m.enter
m.exit
p m.mon_locked?
m.exit
p m.mon_locked?
r = begin
  m.synchronize { raise "inside" }
rescue => e
  e.message
end
p r, m.mon_locked?

class Buffer
  include MonitorMixin
  def initialize
    super()
    @items = []
    @cond = new_cond
  end

  def put(x)
    synchronize do
      @items << x
      @cond.signal
    end
  end

  def take
    synchronize do
      @cond.wait_while { @items.empty? }
      @items.shift
    end
  end

  def wait_a_little
    synchronize do
      @cond.wait(0.01)
      mon_owned?
    end
  end
end

b = Buffer.new
b.put(1)
b.put(2)
p b.take, b.take, b.wait_a_little, b.mon_locked?
begin
  b.new_cond.signal
rescue ThreadError => e
  p e.message
end

o = Object.new.extend(MonitorMixin)
p o.mon_synchronize { :ok }, o.mon_try_enter, o.mon_locked?
o.mon_exit
p o.mon_locked?
p MonitorMixin::ConditionVariable.instance_methods(false).sort
