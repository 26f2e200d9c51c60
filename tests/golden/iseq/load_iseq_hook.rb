# RubyVM::InstructionSequence.load_iseq: require, require_relative and load call it with the
# file's path (how Bootsnap plugs in); an ISeq it returns runs instead of the file, anything
# else means the file is compiled as usual.

ISeq = RubyVM::InstructionSequence
HERE = Dir.pwd + "/"

def show(path) = path.delete_prefix(HERE)
def features = $LOADED_FEATURES.select { |f| f.include?("load_iseq_hook/") }.map { |f| File.basename(f) }

# No hook: files compile as usual.
p ISeq.respond_to?(:load_iseq, true)
require_relative "load_iseq_hook/later"

# A hook that returns nil: called with the expanded path, a frozen String.
$calls = []
def ISeq.load_iseq(path)
  $calls << path
  puts "hook: #{show(path)} frozen=#{path.frozen?} #{path.class}"
  nil
end
p require_relative("load_iseq_hook/plain")
p require_relative("load_iseq_hook/plain") # already loaded: the hook is not asked
p $calls.size

# A hook that returns an ISeq: it runs instead of the file, and the file counts as loaded.
def ISeq.load_iseq(path)
  puts "hook: #{show(path)}"
  return nil unless path.end_with?("replaced.rb")
  ISeq.compile("puts 'compiled by the hook'; puts __FILE__; $hook_value = 42", "hooked.rb")
end
p require_relative("load_iseq_hook/replaced")
p $hook_value
p features

# Bootsnap's way: compile the file, write the binary, load it back.
def ISeq.load_iseq(path)
  return nil unless path.end_with?("binary.rb")
  bin = ISeq.compile_file(path).to_binary
  ISeq.load_from_binary(bin)
end
p require_relative("load_iseq_hook/binary")
p binary_helper

# Anything but an ISeq (or nil) is ignored.
[42, "text", :sym, [ISeq.compile("1")]].each do |ret|
  ISeq.define_singleton_method(:load_iseq) { |_| ret }
  load "load_iseq_hook/boom.rb"
end

# An error in the hook comes out of require, and the feature is not recorded.
def ISeq.load_iseq(path)
  raise IOError, "hook failed for #{File.basename(path)}"
end
begin
  require_relative "load_iseq_hook/boom"
rescue IOError => e
  p e
end
p features.include?("boom.rb")

# An ISeq that is not a script is a TypeError.
def some_method = :m
def ISeq.load_iseq(path) = ISeq.of(method(:some_method))
begin
  load "load_iseq_hook/boom.rb"
rescue TypeError => e
  p e
end

# The ISeq raising: the error comes out of require.
def ISeq.load_iseq(path) = ISeq.compile("raise ArgumentError, 'raised by the hooked code'")
begin
  require_relative "load_iseq_hook/boom"
rescue ArgumentError => e
  p e
end
p features.include?("boom.rb")

# load: a bare name reaches the hook as the String given; ./ and ../ names expanded.
def ISeq.load_iseq(path)
  puts "hook: #{show(path)} same=#{path.equal?($name)} frozen=#{path.frozen?}"
  nil
end
$name = "load_iseq_hook/boom.rb"
load $name
$name = "./load_iseq_hook/boom.rb"
load $name
$name = "load_iseq_hook/wrapped.rb"
load $name, true

# A private hook counts, and so does one method_missing answers.
class << ISeq
  remove_method :load_iseq
  private def load_iseq(path)
    puts "private hook: #{File.basename(path)}"
    nil
  end
end
load "load_iseq_hook/boom.rb"
class << ISeq
  remove_method :load_iseq
  def respond_to_missing?(name, priv) = name == :load_iseq || super
  def method_missing(name, *args)
    return super unless name == :load_iseq
    puts "method_missing hook: #{File.basename(args[0])}"
    ISeq.compile("puts 'from method_missing'")
  end
end
load "load_iseq_hook/boom.rb"
class << ISeq
  remove_method :respond_to_missing?
  remove_method :method_missing
end
p ISeq.respond_to?(:load_iseq, true)
load "load_iseq_hook/boom.rb"
p features
