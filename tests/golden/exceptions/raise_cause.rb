# Exception#cause as CRuby sets it at raise: $! unless the exception already has a cause (or
# was pinned to none by becoming another's cause), an explicit cause: (nil records nothing), a
# TypeError for a non-exception cause and an ArgumentError for a circular one.
def plain
  e = RuntimeError.new("x")
  begin; raise e; rescue; end
  begin
    raise "other"
  rescue
    begin; raise e; rescue => e2; p e2.cause; end
  end
  f = RuntimeError.new("y")
  begin
    raise "other2"
  rescue
    begin; raise f; rescue => f2; p f2.cause; end
  end
  p f.instance_variables
end
plain
def a
  e = begin
    begin; raise "A"; rescue; raise "inner"; end
  rescue => x
    x
  end
  p e.cause
  begin
    raise "B"
  rescue
    begin; raise e; rescue => e2; p e2.cause; end
  end
  g = begin
    begin; raise "C"; rescue; raise "G", cause: nil; end
  rescue => x
    x
  end
  p g.cause
  begin
    raise "D"
  rescue
    begin; raise g; rescue => g2; p g2.cause; end
  end
  h = RuntimeError.new("h")
  begin
    raise "E"
  rescue
    begin; raise h, cause: nil; rescue => h2; p h2.cause; end
  end
  p h.cause
  begin
    raise "F"
  rescue => f
    begin; raise f; rescue => f2; p f2.cause, f2.equal?(f); end
  end
end
a
def circ
  a = RuntimeError.new("a")
  b = RuntimeError.new("b")
  begin
    raise a, cause: b
  rescue => x
    p x.cause
  end
  begin
    raise b, cause: a
  rescue => y
    p y.message, y.class
  end
  begin
    raise a, cause: 3
  rescue => z
    p z.message, z.class
  end
  c = RuntimeError.new("c")
  begin
    raise c, cause: c
  rescue => w
    p w.cause
  end
  p b.cause
  d = RuntimeError.new("d")
  begin
    raise "outer"
  rescue => o
    begin
      raise d
    rescue => d2
      p d2.cause.message, o.cause
    end
  end
end
circ
