# Deep recursion where every level has an ensure and a rescue.
$count = 0
def deep(n)
  begin
    deep(n + 1)
  ensure
    $count += 1
  end
end
begin
  deep(0)
rescue SystemStackError => e
  p e.class
end
p $count > 1000
