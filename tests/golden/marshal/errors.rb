# What Marshal refuses, with CRuby's exception classes and messages.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message.gsub(/0x\h+/, "0x...")}"
end
Point = Struct.new(:x)
class NoLoad; def _dump(_) = "x"; end
class NoMarshalLoad; def marshal_dump = 1; end
class BadDump; def _dump(_) = 42; end
module Mod; end

puts "-- dump"
t("default proc") { Marshal.dump(Hash.new { |h, k| k }) }
t("proc") { Marshal.dump(proc {}) }
t("lambda in array") { Marshal.dump([1, -> {}]) }
t("method") { Marshal.dump(1.method(:+)) }
t("unbound method") { Marshal.dump(Integer.instance_method(:+)) }
t("io") { Marshal.dump($stdout) }
t("singleton method") { o = Object.new; def o.x = 1; Marshal.dump(o) }
t("singleton class") { Marshal.dump(Object.new.singleton_class) }
t("anonymous class instance") { Marshal.dump(Class.new.new).class }
t("anonymous struct") { Marshal.dump(Struct.new(:a).new(1)).class }
t("anonymous module extend") { Marshal.dump(Object.new.extend(Module.new)).class }
t("_dump returns non-string") { Marshal.dump(BadDump.new) }
t("limit 0") { Marshal.dump(1, 0) }
t("limit 1 nested") { Marshal.dump([[1]], 1) }
t("limit 2 nested") { Marshal.dump([[1]], 2) }
t("limit 3 nested ok") { Marshal.dump([[1]], 3).bytesize }
t("limit hash") { Marshal.dump({ a: { b: 1 } }, 2) }
t("no write") { Marshal.dump(1, Object.new) }
t("no args") { Marshal.dump }
t("too many args") { Marshal.dump(1, 2, 3, 4) }
t("limit not integer") { Marshal.dump(1, nil, "x") }

puts "-- load"
t("empty") { Marshal.load("") }
t("one byte") { Marshal.load("\x04") }
t("major 4 minor 9") { Marshal.load("\x04\x09i\x06") }
t("major 5") { Marshal.load("\x05\x08i\x06") }
t("minor 7 is read") { Marshal.load("\x04\x07i\x06") }
t("unknown type") { Marshal.load("\x04\x08X") }
t("truncated string") { Marshal.load("\x04\x08\"\x0aab") }
t("truncated array") { Marshal.load("\x04\x08[\x07i\x06") }
t("truncated long") { Marshal.load("\x04\x08i\x02\x01") }
t("huge string length") { Marshal.load("\x04\x08\"\x04\xff\xff\xff\x7f") }
t("negative string length") { Marshal.load("\x04\x08\"\xfa") }
t("negative array length") { Marshal.load("\x04\x08[\xfa") }
t("bad link") { Marshal.load("\x04\x08[\x06@\x0a") }
t("bad symlink") { Marshal.load("\x04\x08;\x06") }
t("bad symbol type") { Marshal.load("\x04\x08o0") }
t("undefined class") { Marshal.load("\x04\x08o:\x08Zzz\x00") }
t("undefined nested") { Marshal.load("\x04\x08o:\x10Mod::Zzz\x00") }
t("not a class") { Marshal.load("\x04\x08c\x08Mod") }
t("not a module") { Marshal.load("\x04\x08m\x0bString") }
t("o of a module") { Marshal.load("\x04\x08o:\x08Mod\x00") }
t("o of String") { Marshal.load("\x04\x08o:\x0bString\x00") }
t("o of Integer") { Marshal.load("\x04\x08o:\x0cInteger\x00") }
t("struct size") { Marshal.load("\x04\x08S:\x0aPoint\x07:\x06xi\x06:\x06yi\x06") }
t("struct member") { Marshal.load("\x04\x08S:\x0aPoint\x06:\x06zi\x06") }
t("not a struct") { Marshal.load("\x04\x08S:\x0bObject\x00") }
t("user class on fixnum") { Marshal.load("\x04\x08C:\x0bStringi\x06") }
t("user class mismatch") { Marshal.load("\x04\x08C:\x0bString[\x00") }
t("no _load") { Marshal.load("\x04\x08u:\x0bNoLoad\x06x") }
t("no marshal_load") { Marshal.load("\x04\x08U:\x12NoMarshalLoad0") }
t("ivar on integer") { Marshal.load("\x04\x08Ii\x06\x06:\x07@ai\x06") }
t("not io") { Marshal.load(5) }
t("nil source") { Marshal.load(nil) }
t("no args") { Marshal.load }
t("unknown keyword") { Marshal.load("\x04\x080", foo: 1) }
t("anonymous path") { Marshal.load("\x04\x08o:\x0d#<Class>\x00") }
t("negative hash length") { Marshal.load("\x04\x08{\xfa") }
t("negative bignum length") { Marshal.load("\x04\x08l+\xfa") }
t("bad float") { Marshal.load("\x04\x08f\x08abc") }
t("bad symbol in ivars") { Marshal.load("\x04\x08I\"\x06a\x06i\x06") }
t("extend with class") { Marshal.load("\x04\x08e:\x0bStringo:\x0bObject\x00") }
t("data type") { Marshal.load("\x04\x08d:\x0bObject\x00") }

puts "-- argument forms"
class W; def write(s) = s.bytesize; end
t("nil port") { Marshal.dump(1, nil) }
t("nil port with limit") { Marshal.dump(1, nil, 3) }
t("float as port") { Marshal.dump(1, 1.5) }
t("float limit") { Marshal.dump([[1]], W.new, 2.9).class }
t("nil limit") { Marshal.dump([[1]], W.new, nil).class }
t("marshal_dump returns self") { o = Object.new; def o.marshal_dump = self; Marshal.dump(o).class }
t("proc not callable") { Marshal.load("\x04\bi\x06", 5) }
t("nil proc") { Marshal.load("\x04\bi\x06", nil) }
t("getbyte only") { o = Object.new; def o.getbyte = 4; Marshal.load(o) }
t("float mantissa bytes") { Marshal.load("\x04\bf\x0a1.5\x00ab") }
