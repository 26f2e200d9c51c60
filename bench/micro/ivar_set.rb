# Instance variable writes in a loop (vm_ivar_set).
class C
  def run(n)
    i = 0
    while i < n
      @a = i
      @b = i
      i += 1
    end
    @a + @b
  end
end
p C.new.run(25_000_000)
