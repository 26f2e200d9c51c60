# How lookups meet autoloads: lexical scopes, ancestors, the file that defines the constant,
# a require of that file, remove_const, assignment, dup, and constant caches.
def forget(name) = $LOADED_FEATURES.delete_if { |f| f.end_with?("/#{name}.rb") }

module Outer
  # Declared in the lexical parent, defined by the file in the current scope: the lookup carries
  # on after the load and finds it.
  $on_load = -> { class Lex; DPDC = :dpdc; end }
  autoload :DPDC, "./al_helper_lookup_cb"
  class Lex
    p DPDC
  end
  p autoload?(:DPDC), const_defined?(:DPDC), constants.include?(:DPDC)
  forget("al_helper_lookup_cb")

  # Declared in a class, defined by the file in its lexical parent.
  class Lex2
    $on_load = -> { Outer::DCDP = :dcdp }
    autoload :DCDP, "./al_helper_lookup_cb"
    p DCDP
    p autoload?(:DCDP), const_defined?(:DCDP)
    p((const_get(:DCDP) rescue $!.message))
  end
  forget("al_helper_lookup_cb")

  # Declared in a module, defined in a module included into it after the load.
  $on_load = -> { module Incl; InInclude = :from_include; end; include Incl }
  autoload :InInclude, "./al_helper_lookup_cb"
  p InInclude
  forget("al_helper_lookup_cb")
end

# Ancestors: an autoload in a module is seen through the classes that include it.
module Mix
  autoload :FromMix, "./al_helper_lookup_cb"
end
class UsesMix
  include Mix
  def get = FromMix
end
p UsesMix.autoload?(:FromMix), UsesMix.autoload?(:FromMix, false), Mix.autoload?(:FromMix)
p UsesMix.const_defined?(:FromMix), UsesMix.const_defined?(:FromMix, false)
p UsesMix.constants
$on_load = -> { Mix::FromMix = :from_mix }
p UsesMix.new.get
p UsesMix::FromMix
forget("al_helper_lookup_cb")

# While its file runs, the constant is not defined for the loading code; the file's own `class`
# defines it normally.
module Outer
  autoload :Selfish, "./al_helper_lookup_self"
end
p Outer::Selfish
p Outer.autoload?(:Selfish)

# Requiring the file directly counts as loading that autoload.
module Outer
  autoload :Direct, "./al_helper_lookup_direct"
end
p [:direct_before, defined?(Outer::Direct), Outer.autoload?(:Direct)]
require "./al_helper_lookup_direct"
p [:direct_after, defined?(Outer::Direct), Outer.autoload?(:Direct), Outer::Direct]

# A class defined in the file with the same name as the autoload, subclassing a top-level one.
module Outer
  autoload :Top, "./al_helper_lookup_sub"
end
p Outer::Top.which

# remove_const takes a pending autoload away without loading it (and returns nil).
module Outer
  autoload :Removed, "./al_helper_no_such_file"
  p remove_const(:Removed)
  p defined?(Removed), autoload?(:Removed), constants.include?(:Removed)
end

# Assigning the constant cancels the autoload (no warning, nothing loaded).
module Outer
  autoload :Assigned, "./al_helper_no_such_file"
  Assigned = :assigned_value
  p Assigned, autoload?(:Assigned)
  autoload :SetByConstSet, "./al_helper_no_such_file"
end
Outer.const_set(:SetByConstSet, 42)
p Outer::SetByConstSet, Outer.autoload?(:SetByConstSet)

# `class Name` when the file does not define Name: loaded once, then the class is made here.
module Outer
  $on_load = -> { puts "callback ran, no class defined" }
  autoload :Opened, "./al_helper_lookup_cb"
  class Opened
    def self.here = :made_here
  end
  p Opened.here
end
forget("al_helper_lookup_cb")

# dup copies pending autoloads; loading through one copy leaves the other's undefined.
Dup1 = Module.new { autoload :T, "./al_helper_lookup_twice" }
dup2 = Dup1.dup
p Dup1.autoload?(:T), dup2.autoload?(:T), dup2.constants
p Dup1::T
p((dup2::T rescue $!.class))

# Constant caches: a reference cached before an autoload is registered nearer must see it.
FAR = :far
module Near
  def self.get = FAR
end
p Near.get
$on_load = -> { Near::FAR = :near }
Near.autoload(:FAR, "./al_helper_lookup_cb")
p Near.get
p Near.get
forget("al_helper_lookup_cb")
