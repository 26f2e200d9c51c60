# 4.0: backtrace label 'Engine#start' and straight quotes
class StallError < StandardError; end

class Engine
  def start
    raise StallError, "no fuel"
  end
end

puts "ignition"
Engine.new.start
