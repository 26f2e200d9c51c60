class Service
  def fetch(id)
    "record #{id}"
  end
end

class Service
  alias_method :fetch_without_log, :fetch

  def fetch(id)
    "LOG(" + fetch_without_log(id) + ")"
  end
end

s = Service.new
p s.fetch(7)
p s.fetch_without_log(7)

module Memo
  def self.wrap(klass, name)
    original = :"#{name}_unmemoized"
    klass.send(:alias_method, original, name)
    cache = {}
    klass.send(:define_method, name) do |arg|
      cache.key?(arg) ? "cached #{cache[arg]}" : (cache[arg] = send(original, arg))
    end
  end
end

class Slow
  def compute(x) = x * x
end
Memo.wrap(Slow, :compute)
sl = Slow.new
p sl.compute(4)
p sl.compute(4)
p sl.compute(5)
p Slow.method_defined?(:compute_unmemoized)
p Service.alias_method(:get, :fetch)
p s.get(1)
