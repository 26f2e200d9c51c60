$_ = "hello"
if /l+/
  p $~[0]
end
p(/z/ ? 1 : 2)
x = "w"
$_ = "awb"
p 3 if /#{x}/
