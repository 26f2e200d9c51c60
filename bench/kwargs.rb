# Keyword arguments: required and optional keywords, defaulted and passed, plus a **rest method.
class Formatter
  def box(width:, height:, depth: 1)
    width * height * depth
  end

  def pad(value, left: 0, right: 0)
    value + left + right
  end

  def options(name:, **rest)
    name + rest.size
  end
end

f = Formatter.new
sum = 0
i = 0
while i < 4_000_000
  sum += f.box(width: i & 7, height: 3)
  sum += f.box(width: 2, height: 3, depth: i & 3)
  sum += f.pad(i & 15)
  sum += f.pad(1, right: 2)
  sum += f.options(name: 1, color: 2, size: 3) if (i & 15) == 0
  i += 1
end
puts sum
