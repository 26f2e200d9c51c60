# A native library defines its classes over constants a program made first: an existing class
# or module of the right kind is reused, anything else is CRuby's TypeError.
def try
  yield
rescue TypeError => e
  puts "TypeError: #{e.message}"
end

# A module made in Ruby first is the library's module.
module Zlib
  def self.mine = :mine
end
Zlib::Error = 1
try { require "zlib" }
p $LOADED_FEATURES.any? { |f| f.end_with?("zlib.so") }
Zlib.send(:remove_const, :Error)
class Zlib::Error; end
try { require "zlib" }
Zlib.send(:remove_const, :Error)
class Zlib::Error < StandardError; end
try { require "zlib" }
p Zlib.mine
p Zlib::Error.superclass, Zlib::DataError.superclass
p Zlib::Deflate.ancestors.take(2)

StringIO = :taken
try { require "stringio" }

# An autoload of the library's constant is completed by loading it.
autoload :Date, "date"
p Date.name, Date.today.is_a?(Date)
# ruby40: skip (its zlib is linked in: a require after a failed init raises LoadError there; expected output from CRuby master)
