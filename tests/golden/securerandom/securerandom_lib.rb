# SecureRandom and Random::Formatter: shapes and encodings of the OS-random results, the
# exact strings a seeded Random gives, and CRuby's argument errors.
require 'securerandom'

def t
  yield
rescue Exception => e
  "#{e.class}: #{e.message}"
end

p SecureRandom::VERSION
p SecureRandom.singleton_class.include?(Random::Formatter)
p $LOADED_FEATURES.grep(/securerandom|formatter/).size
p Random::Formatter::ALPHANUMERIC.size, Random::Formatter::ALPHANUMERIC.frozen?

# Shapes and encodings.
b = SecureRandom.random_bytes
p [b.size, b.encoding]
p [SecureRandom.random_bytes(5).size, SecureRandom.bytes(7).size, SecureRandom.gen_random(3).size]
p [SecureRandom.hex.size, SecureRandom.hex(3).size, SecureRandom.hex.encoding]
p SecureRandom.hex(40).match?(/\A\h{80}\z/)
p [SecureRandom.base64.size, SecureRandom.base64(4).end_with?("=="), SecureRandom.base64.encoding]
p SecureRandom.urlsafe_base64(30).match?(/\A[A-Za-z0-9_-]{40}\z/)
p SecureRandom.urlsafe_base64(4).size, SecureRandom.urlsafe_base64(4, true).size
p SecureRandom.uuid.match?(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
p SecureRandom.uuid_v4.match?(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
[0, 5, 12].each do |bits|
  p SecureRandom.uuid_v7(extra_timestamp_bits: bits).match?(/\A\h{8}-\h{4}-7\h{3}-[89ab]\h{3}-\h{12}\z/)
end
a, z = SecureRandom.uuid_v7, SecureRandom.uuid_v7
p a[0, 8] <= z[0, 8]
p SecureRandom.alphanumeric.match?(/\A[A-Za-z0-9]{16}\z/)
p SecureRandom.alphanumeric(50, chars: %w[x y]).match?(/\A[xy]{50}\z/)
p [SecureRandom.alphanumeric(0), SecureRandom.hex(0), SecureRandom.base64(0)]
p SecureRandom.hex(16) != SecureRandom.hex(16)

# random_number and rand.
p (1..200).map { SecureRandom.random_number(10) }.all? { |x| (0...10).cover?(x) }
p SecureRandom.random_number.class, SecureRandom.random_number(2**70).class
p (1..50).map { SecureRandom.rand(3..5) }.all? { |x| (3..5).cover?(x) }
p (1..50).map { SecureRandom.random_number(1.5) }.all? { |x| x >= 0 && x < 1.5 }
p [SecureRandom.random_number(0).class, SecureRandom.random_number(-4).class, SecureRandom.random_number(nil).class]
p SecureRandom.random_number(5..1).class

# A seeded Random gives CRuby's strings.
r = Random.new(42)
p r.alphanumeric(40), r.hex, r.uuid, r.random_number(100), r.random_number(2.5)
p r.base64(7), r.urlsafe_base64(7, true), r.urlsafe_base64(7), r.random_bytes(5)
p r.alphanumeric(12, chars: [*"a".."e"])
p Random.new(7).random_number(2**100), Random.new(7).rand(10**20..10**20 + 10**15)
p Random.new(3).random_number(10..20), Random.new(3).random_number(0), Random.new(3).random_number(-2)

# Any object with `bytes` gets the methods.
class Counter
  include Random::Formatter
  def initialize = @c = 0
  def bytes(n) = Array.new(n) { (@c += 37) % 256 }.pack("C*")
end
c = Counter.new
p c.random_number(10), c.rand(1.5), c.random_number(3..5), c.hex(3), c.random_number
p c.uuid, c.alphanumeric(9), c.base64(4)

# Errors.
p t { SecureRandom.hex(-1) }
p t { SecureRandom.hex("2") }
p t { SecureRandom.hex(1, 2) }
p t { SecureRandom.uuid(1) }
p t { SecureRandom.bytes(nil) }
p t { SecureRandom.bytes(2.5) }
class Thing; def to_s = "a thing"; def inspect = "#<Thing>"; end
p t { SecureRandom.random_number(Thing.new) }
p t { SecureRandom.random_number("3") }
p t { SecureRandom.random_number(1, 2) }
p t { SecureRandom.random_number(Float::INFINITY) }.split(": ").first # the message is the OS's strerror
p t { SecureRandom.uuid_v7(extra_timestamp_bits: 13) }
p t { SecureRandom.uuid_v7(extra_timestamp_bits: "x") }
p t { SecureRandom.uuid_v7(bits: 1) }
p t { SecureRandom.alphanumeric("2") }
p t { SecureRandom.alphanumeric(3, size: 1) }
p t { Random.urandom(-1) }
p t { Random.urandom(nil) }
p t { Random.new.rand(0) }
p t { Random::Base.new }
class NoBytes; include Random::Formatter; end
class ShortBytes; include Random::Formatter; def bytes(n) = "ab"; end
class IntBytes; include Random::Formatter; def bytes(n) = 5; end
p t { NoBytes.new.random_number(5) }
p t { ShortBytes.new.random_number(5) }
p t { IntBytes.new.random_number(5) }
