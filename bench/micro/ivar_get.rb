# Instance variable reads in a loop (CRuby's vm_ivar).
class C
  def initialize
    @a = 1
    @b = 2
  end

  def run(n)
    i = 0
    sum = 0
    while i < n
      sum += @a + @b
      i += 1
    end
    sum
  end
end
p C.new.run(30_000_000)
