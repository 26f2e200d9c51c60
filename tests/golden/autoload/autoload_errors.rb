# autoload's argument errors, and what a failed autoload leaves behind.
def try
  r = yield
  p [:ok, r]
rescue Exception => e
  p [e.class, e.message]
end

try { autoload :foo, "x" }
try { autoload "lower", "x" }
try { autoload "Foo::Bar", "x" }
try { autoload "Has space", "x" }
try { autoload "1two", "x" }
try { autoload :Foo, "" }
try { autoload :Foo, 1 }
try { autoload :foo, 1 }
try { autoload 1, "x" }
try { autoload nil, "x" }
try { autoload :Foo, "a\0b" }
try { autoload :Foo }
try { autoload :Foo, "x", "y" }
try { Object.autoload? }
try { Object.autoload?(:Foo, true, 1) }
try { Object.autoload?(1) }
try { Object.autoload?(:not_a_constant) }
try { Module.new.freeze.autoload :foo, "x" }
try { Module.new.freeze.autoload :Foo, "" }
FrozenMod = Module.new.freeze
try { FrozenMod.autoload(:Foo, "x") }
p FrozenMod.constants
# to_path is called on a non-String path.
path = Object.new
def path.to_path = "./from_to_path"
try { autoload :ToPath, path }
p autoload?(:ToPath)
try { autoload :Bad, Object.new }

# A file that cannot be found: LoadError, and the autoload stays.
autoload :Missing, "./al_helper_errors_no_such_file"
try { Missing }
p Object.autoload?(:Missing), defined?(Missing), Object.const_defined?(:Missing)
try { Missing }

# A file that raises: the error comes out, the autoload stays, and the next reference tries
# again (the file was not recorded as loaded).
autoload :Flaky, "./al_helper_errors_raises"
try { Flaky }
p Object.autoload?(:Flaky)
try { Flaky.ok }
try { Flaky.ok }
p Object.autoload?(:Flaky)

# A file that does not define the constant: NameError, and the constant is gone (the file is
# not loaded again); with $VERBOSE true a warning says so.
module Holder
  autoload :Nothing, "./al_helper_errors_nodef"
end
p Holder.constants
warnings = []
$stderr = Object.new.tap { |o| o.define_singleton_method(:write) { |*a| warnings.concat(a); a.sum(&:size) } }
$VERBOSE = true
try { Holder::Nothing }
try { Holder::Nothing }
$VERBOSE = false
$stderr = STDERR
p warnings
p Holder.constants, Holder.autoload?(:Nothing), Holder.const_defined?(:Nothing)
e = (Holder::Nothing rescue $!)
p e.name, e.receiver

# A feature already loaded is never loaded for an autoload: the constant is not there.
require "./al_helper_errors_nodef"
autoload :AlreadyLoaded, "./al_helper_errors_nodef"
p Object.autoload?(:AlreadyLoaded), defined?(AlreadyLoaded), Object.const_defined?(:AlreadyLoaded)
try { AlreadyLoaded }

# defined?(A::B) evaluates A, which loads; an error there makes the answer nil.
module Holder
  autoload :Broken, "./al_helper_errors_no_such_file"
end
p defined?(Holder::Broken)
p defined?(Holder::Broken::Inner)
p $!
