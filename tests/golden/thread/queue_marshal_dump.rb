# Thread::Queue#marshal_dump is Queue's own method (SizedQueue inherits it): it raises CRuby's
# TypeError, and a copy of the class can remove it. Subclasses of the thread primitives have
# no _dump_data, as CRuby's typed data has not.
p Thread::Queue.instance_method(:marshal_dump).owner
p Thread::SizedQueue.instance_method(:marshal_dump).owner
p Thread::Queue.instance_methods(false).include?(:marshal_dump)
q = Class.new(Thread::Queue) { remove_method :marshal_dump rescue p $!.class }
p (Marshal.dump(Thread::Queue.new) rescue $!)
p (Marshal.dump(Thread::SizedQueue.new(1)) rescue $!)
p (Marshal.dump(ConditionVariable.new) rescue $!)
DumpableQueue = Thread::Queue.dup
DumpableQueue.class_eval { remove_method :marshal_dump }
p DumpableQueue.instance_methods(false).include?(:marshal_dump)
p (Marshal.dump(Class.new(Thread::Queue).new) rescue $!.message.sub(/0x\h+/, "X"))
sub = Class.new(Thread::SizedQueue)
p (Marshal.dump(sub.new(2)) rescue $!.message.sub(/0x\h+/, "X"))
class MyMutex < Thread::Mutex; end
p (Marshal.dump(MyMutex.new) rescue $!)
class MyCV < Thread::ConditionVariable; end
p (Marshal.dump(MyCV.new) rescue $!)
