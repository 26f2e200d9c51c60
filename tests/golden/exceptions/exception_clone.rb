# Exception#exception gives a clone (singleton methods, frozen state) with the new message.
e = RuntimeError.new("a")
def e.extra = :kept
c = e.exception("b")
p c.message, c.extra, c.equal?(e), e.message
f = RuntimeError.new("a").freeze
begin; p f.exception("b"); rescue => x; p x.class; end
p f.exception.equal?(f)
begin; raise f; rescue => y; p y.equal?(f), y.backtrace; end
p RuntimeError.exception("z")
class E < StandardError; def initialize(a, b) = super("#{a}-#{b}"); end
p E.exception(1, 2)
