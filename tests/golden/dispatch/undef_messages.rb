# Error messages of remove_method / undef_method for names that do not exist,
# and of calls to methods that were undefined after a call site cached them.
# 4.0: quotes are 'x' (3.1: `x'); undef_method on a missing name says
# "undefined method 'x' for class 'C'" with the class name quoted; 3.1 says
# "undefined method `x' for class `C'". NoMethodError: "for an instance of C".

class Thing
  def here = :here
end
module Mixin
  def mixed = :mixed
end

def try
  yield
rescue NameError => e
  puts "#{e.class}: #{e.message} (name=#{e.name.inspect})"
end

try { Thing.send(:remove_method, :nothing) }
try { Thing.send(:undef_method, :nothing) }
try { Mixin.send(:remove_method, :nothing) }
try { Mixin.send(:undef_method, :nothing) }
try { Thing.singleton_class.send(:remove_method, :nothing) }

def call_here(o) = o.here
t = Thing.new
3.times { p call_here(t) }
Thing.send(:undef_method, :here)
try { call_here(t) }
try { Thing.send(:remove_method, :here) }
try { Thing.send(:undef_method, :here) }
p Thing.instance_methods(false)
p Thing.private_instance_methods(false)
