# SystemStackError keeps a short backtrace, read here after the recursion unwound.
def down(n) = down(n + 1)
def main
  e = begin
    down(0)
  rescue SystemStackError => x
    x
  end
  p e.message
  puts e.backtrace.first(3)
  p e.backtrace.size > 2
end
main
