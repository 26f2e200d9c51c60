# ensure clauses that raise, nested, replacing the exception in flight.
def f(n)
  return if n == 0
  begin
    raise "level #{n}"
  ensure
    begin
      f(n - 1)
    ensure
      raise ArgumentError, "ensure #{n}" if n.even?
    end
  end
end
begin
  f(200)
rescue => e
  p [e.class, e.message]
end
