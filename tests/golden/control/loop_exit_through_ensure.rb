# break and next out of a while/until loop run the ensure clauses they leave (and only those).
r = []
x = while true
  begin
    r << :begin
    break 42 if true
  ensure
    r << :ensure
  end
end
p r, x
i = 0
r = []
while i < 3
  i += 1
  begin
    begin
      next if i == 2
      r << i
    ensure
      r << :inner
    end
  ensure
    r << :outer
  end
end
p r
def m
  begin
    while true
      begin
        break
      ensure
        puts "loop ensure"
      end
    end
    puts "after loop"
  ensure
    puts "method ensure"
  end
end
m
y = until false
  begin
    break [1, 2]
  ensure
    puts "u"
  end
end
p y
