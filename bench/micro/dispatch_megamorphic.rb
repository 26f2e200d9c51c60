# Megamorphic call site: one `o.value` call seeing 10 receiver classes in rotation.
class C0
  def value
    0
  end
end

class C1
  def value
    1
  end
end

class C2
  def value
    2
  end
end

class C3
  def value
    3
  end
end

class C4
  def value
    4
  end
end

class C5
  def value
    5
  end
end

class C6
  def value
    6
  end
end

class C7
  def value
    7
  end
end

class C8
  def value
    8
  end
end

class C9
  def value
    9
  end
end

objs = [C0.new, C1.new, C2.new, C3.new, C4.new, C5.new, C6.new, C7.new, C8.new, C9.new]
sum = 0
i = 0
while i < 8_000_000
  sum += objs[i % 10].value
  i += 1
end
p sum
