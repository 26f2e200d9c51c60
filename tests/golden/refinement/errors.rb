# The errors refine and using raise, with CRuby's messages.
class Target; end
module Ref
  refine Target do
    def boom = raise("boom in refinement")
    def call_missing = undefined_thing
  end
end
MAIN = self

def report
  yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

class NotAModule
  report { refine(Target) {} }
end
report { Module.new { refine("Target") {} } }
report { Module.new { refine(nil) {} } }
report { Module.new { refine(Target) } }
report { Module.new { refine {} } }
report { pr = proc {}; Module.new { refine(Target, &pr) } }
report { Module.new { using Target } }
report { Module.new { using 42 } }
report { Module.new { using Ref.refinements[0] } }
report { Module.new { using } }
report { Module.new { def self.go = using(Ref); go } }
report { m = Module.new; m.define_singleton_method(:go) { using Ref }; m.go }
report { Module.new { Module.new.send(:using, Ref) } }
report { Module.new { MAIN.send(:using, Ref) } }
report { def top_method = using(Ref); top_method }
report { def with_block = [1].each { using Ref }; with_block }
report { Class.new.include(Ref.refinements[0]) }
report { Class.new.prepend(Ref.refinements[0]) }
report { Object.new.extend(Ref.refinements[0]) }
report { Module.new { refine(Target) { include Comparable } } }
report { Module.new { refine(Target) { prepend Comparable } } }
report { Target.new.boom }
report { MAIN.send(:using, Ref); Target.new.boom }
report { eval("using 1", TOPLEVEL_BINDING) }
begin
  Target.new.boom
rescue => e
  puts e.backtrace[0]
end
begin
  Target.new.call_missing
rescue NameError => e
  puts e.message
end
p Target.new.method(:boom)
