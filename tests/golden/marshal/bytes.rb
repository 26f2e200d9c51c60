# Marshal.dump writes CRuby's bytes exactly: one line per object, the dump in hex.
Point = Struct.new(:x, :y)
DPoint = Data.define(:x, :y)
class Foo; def initialize; @a = 1; @b = "x"; end; end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
class MyRe < Regexp; end
module Ext; end
module Ext2; end
class UD; def initialize(v) = @v = v; def marshal_dump = [@v]; def marshal_load(a) = @v = a[0]; end
class UU; def initialize(v) = @v = v; def _dump(l) = @v; def self._load(s) = new(s); end
class WithIvars; def initialize; @z = 1; @a = [2]; @m = nil; end; end

def show(label, x)
  puts "#{label}: #{Marshal.dump(x).unpack1('H*')}"
end

show "nil", nil
show "true", true
show "false", false
[0, 1, -1, 122, 123, -123, -124, 255, 256, -256, -257, 65535, 65536, 2**24, -2**24,
 2**30 - 1, -2**30, 2**31, 2**62, 2**64, -2**64, 2**70 + 5, 12345678901234567890].each { |i| show "int #{i}", i }
[0.0, -0.0, 1.0, 1.5, -2.25, 1e100, 1.0 / 3, Float::INFINITY, -Float::INFINITY, Float::NAN, 1e-7, 123456789.123,
 2.5e-300, 100.0, 1e16, 1e15, 12.0, 0.001, 1.0e-5, 5e-324, 1.7976931348623157e308, 0.1].each { |f| show "float #{f}", f }
show "empty string", ""
show "utf8", "abc"
show "utf8 multibyte", "héllo ✓"
show "binary", "ab\xffc".b
show "us-ascii", "abc".force_encoding("US-ASCII")
show "utf-16le", "ab".encode("UTF-16LE")
show "shift_jis", "x".force_encoding("Shift_JIS")
show "two sjis", ["x".force_encoding("Shift_JIS"), "y".force_encoding("Shift_JIS")]
show "euc-jp", "x".force_encoding("EUC-JP")
show "symbols", [:a, :abc, :a, :b, :a, :"with space", :é, :é]
show "array", [1, [2, [3]], [], "s"]
show "hash", { a: 1, "b" => [2], nil => nil }
show "hash default", Hash.new(4).merge!(1 => 2)
show "compare_by_identity", {}.compare_by_identity.tap { |h| h[1] = 2 }
show "cbi default", Hash.new(5).compare_by_identity
show "cbi subclass", MyHash.new.compare_by_identity
show "range", 1..2
show "exclusive range", 1...3
show "endless range", (1..)
show "beginless range", (.."z")
show "regexps", [/ab/, /ab/ix, /a.b/m, /é/, /a/n]
show "regexp subclass", MyRe.new("x")
show "classes", [String, Kernel, Comparable, Point, Float]
show "object", Foo.new
show "object ivars order", WithIvars.new
show "plain Object", Object.new
show "struct", Point.new(1, "two")
show "data", DPoint.new(x: 1, y: [2])
show "struct with ivar", Point.new(1, 2).tap { |s| s.instance_variable_set(:@q, 3) }
show "string subclass", MyStr.new("hi")
show "array subclass", MyArr[1, 2]
show "hash subclass", MyHash[1, 2]
show "extended", Object.new.extend(Ext)
show "extended twice", Object.new.extend(Ext).extend(Ext2)
show "extended string", "s".extend(Ext)
show "marshal_dump", UD.new(3)
show "marshal_dump shared", UD.new(1).then { |u| [u, u] }
show "_dump", UU.new("3")
show "_dump binary", UU.new("\xff".b)
show "_dump utf8", UU.new("é")
show "string ivar", "x".tap { |s| s.instance_variable_set(:@a, 1) }
show "binary string ivar", "x".b.tap { |s| s.instance_variable_set(:@a, 1) }
show "shared string", "x".then { |a| [a, a, a] }
show "shared array", [1].then { |a| [a, [a], a] }
show "self cycle", [].tap { |a| a << a }
show "hash cycle", {}.tap { |h| h[:self] = h }
show "shared float", 1.5.then { |f| [f, f] }
show "shared bignum", (2**70).then { |b| [b, b] }
show "big fixnums", [2**40, 2**40, "s".then { |s| [s, s] }]
show "nested", [[1, [2]], { a: { b: nil } }, true, false, nil]
show "exception", RuntimeError.new("boom")
show "exception no message", StandardError.new
show "exception ivar", ArgumentError.new("m").tap { |e| e.instance_variable_set(:@x, 1) }
show "exception set_backtrace", RuntimeError.new("z").tap { |e| e.set_backtrace(["a:1", "b:2"]) }
show "set", Set[1, 2]
show "set with ivar", Set[1].tap { |s| s.instance_variable_set(:@z, 1) }
show "singleton class made", Object.new.tap(&:singleton_class)
show "encoding", Encoding::UTF_8
show "limit -1", Marshal.load(Marshal.dump([[[1]]], -1))
puts Marshal.dump([[1]], 3).unpack1("H*")
puts Marshal.dump("abc").encoding
p Marshal.dump(nil)
