# throw unwinding through deep ensure clauses and builtin iterators.
$e = 0
def down(n)
  return throw(:done, n) if n == 0
  [1].each do
    begin
      down(n - 1)
    ensure
      $e += 1
    end
  end
end
p catch(:done) { down(500) }
p $e
