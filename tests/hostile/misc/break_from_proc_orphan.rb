# break from a proc whose method has returned; return from an orphan proc.
def mk = proc { break 1 }
begin
  mk.call
rescue LocalJumpError => e
  p e.message
end
def mk2 = proc { return 2 }
begin
  mk2.call
rescue LocalJumpError => e
  p e.message
end
pr = Proc.new { next 4 }
p pr.call
p [1].each(&pr)
def y = yield
begin
  y
rescue LocalJumpError => e
  p e.message
end
