require 'digest'
def t; r = yield; p r; rescue Exception => e; p [e.class, e.message]; end
[Digest::MD5, Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160].each do |k|
  p k.hexdigest("")
  p k.hexdigest("abc")
  p k.digest("abc").bytesize
  p k.base64digest("abc")
  d = k.new
  d << "a"
  d.update("bc")
  p d.hexdigest == k.hexdigest("abc")
  p [d.length, d.size, d.digest_length, d.block_length]
  e = d.dup
  e << "more"
  p d == k.hexdigest("abc"), e == d
  p d.hexdigest!
  p d.hexdigest
  p d.to_s == d.hexdigest
  p d.digest!.bytesize
  p d.base64digest!
end
t { p Digest::SHA256.new }
t { p Digest::SHA2.new }
t { p Digest::SHA2.new(384) }
t { p Digest::SHA2.hexdigest("abc", 512) }
t { Digest::SHA2.new(100) }
t { Digest::SHA2.new("256") }
t { p Digest::SHA2.new(512).block_length, Digest::SHA2.new.digest_length }
t { p Digest::SHA2.new(256) == Digest::SHA256.new }
t { Digest::Base.new }
t { Digest::Class.new.update("x") }
t { Digest::Class.new << "x" }
t { Digest::Class.new.digest }
t { Digest::Class.new.block_length }
t { Digest::Class.new.reset }
t { Digest::MD5.digest }
t { Digest::MD5.hexdigest }
t { Digest::MD5.digest(1) }
t { Digest::MD5.new.update(1) }
t { Digest::MD5.new.update(nil) }
t { Digest::MD5.hexdigest("abc", 1) }
t { Digest::MD5.file("no_such_file_here") }
t { Digest::MD5.new.file("no_such_file_here") }
t { Digest.hexencode(1) }
t { Digest.hexencode("\xff\x00ab") }
t { [Digest::MD5.new == Digest::SHA1.new, Digest::MD5.new == Digest::MD5.hexdigest(""), Digest::MD5.new == 1] }
t { [Digest::MD5.new.to_s.encoding, Digest::MD5.new.digest.encoding, Digest::MD5.base64digest("").encoding, Digest.hexencode("a").encoding] }
t { d = Digest::MD5.new.freeze; d << "a"; d.hexdigest }
t { d = Digest::MD5.new; d.update("a").equal?(d) }
t { d = Digest::SHA1.new; d << "abc"; n = d.new; [n.hexdigest, d.hexdigest] }
t { d = Digest::SHA1.new; d << "abc"; d.reset.hexdigest }
t { d = Digest::SHA1.new; d << "x"; [d.digest("abc") == Digest::SHA1.digest("abc"), d.hexdigest] }
t { class MyMD5 < Digest::MD5; end; [MyMD5.hexdigest("a"), MyMD5.new.inspect] }
t { [Digest::MD5.new.method(:update).owner, Digest::MD5.instance_method(:hexdigest).owner, Digest::SHA2.new.method(:update).owner] }
t { Digest::SHA256.ancestors.take(4) }
t { Digest::SHA2.ancestors.take(3) }
t { Digest::VERSION }
t { Digest(:MD5) }
t { Digest("SHA256") }
t { Digest(:Foo) }
t { require 'digest/sha256' }
t { require 'digest/bubblebabble'; [Digest.bubblebabble(""), Digest.bubblebabble("1234567890"), Digest::MD5.bubblebabble("")[0, 12], Digest::SHA1.new.bubblebabble[0, 12]] }
class Rot < Digest::Class
  def initialize; @s = +""; end
  def update(x); @s << x; self; end
  def reset; @s = +""; self; end
  def finish; @s.reverse; end
end
t { Rot.new.update("abc").digest }
t { Rot.hexdigest("ab") }
t { r = Rot.new; r << "xy"; [r.hexdigest, r.digest!, r.digest, r.length] }
