# require "socket" when its names are taken: a constant that is not a class, or a class with
# another superclass, makes it raise CRuby's TypeError and leaves it unloaded (a second require
# tries again); a class with the right superclass is reopened; an autoload of one of its
# classes registered for "socket" is replaced by the class it defines.
autoload :IPSocket, "socket"
p Object.autoload?(:IPSocket)

BasicSocket = 1
begin
  require "socket"
rescue TypeError => e
  p e.message
end
p $LOADED_FEATURES.grep(/socket/).size
begin
  require "socket"
rescue TypeError => e
  p e.message
end

Object.send(:remove_const, :BasicSocket)
class BasicSocket; end
begin
  require "socket"
rescue TypeError => e
  p e.message
end

Object.send(:remove_const, :BasicSocket)
class BasicSocket < IO
  def mine = :reopened
end
p require("socket")
p BasicSocket.instance_method(:mine).owner, TCPSocket.ancestors.take(4)
p Object.autoload?(:IPSocket), IPSocket.superclass
p require("socket")
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
