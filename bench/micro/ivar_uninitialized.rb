# Reading an ivar that was never set (vm_ivar_get_unintialized).
class C
  def run(n)
    i = 0
    nils = 0
    while i < n
      nils += 1 if @missing.nil?
      i += 1
    end
    nils
  end
end
p C.new.run(30_000_000)
