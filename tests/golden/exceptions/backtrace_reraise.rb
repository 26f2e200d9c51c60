# Re-raising keeps a backtrace; set_backtrace replaces it; reading twice gives equal arrays;
# caller; full_message; cause; Exception#exception copies.
def bt(a) = a.take_while { |l| !l.include?("<top (required)>") && !l.include?("<main>") }

def fail_deep(n) = n.zero? ? raise(RuntimeError, "deep") : fail_deep(n - 1)

def rescue_and_reraise
  fail_deep(2)
rescue => e
  raise e
end

def reraise_elsewhere(e) = raise(e)

def wrap_error
  rescue_and_reraise
rescue => e
  raise ArgumentError, "wrapped"
end

def keep(e)
  @kept = e
end

def with_set_backtrace
  raise "set"
rescue => e
  e.set_backtrace(["a.rb:1:in 'x'", "b.rb:2:in 'y'"])
  e
end

def twice
  e = begin
    fail_deep(1)
  rescue => x
    x
  end
  a = e.backtrace
  b = e.backtrace
  [a == b, a.equal?(b), bt(a)]
end

def where_am_i = caller
def where_zero = caller(0)
def caller_in_block = [1].map { |_| caller(0).first(3) }.first

def test_all
  e1 = begin
    rescue_and_reraise
  rescue => e
    e
  end
  puts bt(e1.backtrace)
  e2 = begin
    reraise_elsewhere(e1)
  rescue => e
    e
  end
  p e2.equal?(e1), bt(e2.backtrace) == bt(e1.backtrace)
  e3 = begin
    wrap_error
  rescue => e
    e
  end
  puts bt(e3.backtrace)
  puts bt(e3.cause.backtrace)
  p e3.cause.message
  e4 = with_set_backtrace
  p e4.backtrace
  e4.set_backtrace("only.rb:3")
  p e4.backtrace
  e4.set_backtrace(nil)
  p e4.backtrace
  p twice
  puts bt(where_am_i)
  puts bt(where_zero)
  p caller_in_block
  e5 = begin
    fail_deep(0)
  rescue => e
    e
  end
  copy = e5.exception("copied")
  p copy.message, bt(copy.backtrace) == bt(e5.backtrace)
  puts bt(copy.backtrace)
  puts e5.full_message(highlight: false).lines.first
  fresh = RuntimeError.new("never raised")
  p fresh.backtrace
  e6 = begin
    raise IOError, "explicit", ["x.rb:9:in 'given'"]
  rescue => e
    e
  end
  p e6.backtrace
  e7 = begin
    begin
      fail_deep(0)
    ensure
      keep(:ensure_ran)
    end
  rescue => e
    e
  end
  p @kept
  puts bt(e7.backtrace)
  anon = Class.new { def boom = raise("anon") }
  e8 = begin
    anon.new.boom
  rescue => e
    e
  end
  Object.const_set(:NamedLater, anon)
  puts bt(e8.backtrace)
  fz = begin
    fail_deep(0)
  rescue => e
    e
  end
  fz.freeze
  p fz.backtrace == fz.backtrace, bt(fz.backtrace).size
end

test_all
