def normal
  return "from body"
ensure
  puts "ensure runs"
end
p normal

def overrides
  return "from body"
ensure
  return "from ensure"
end
p overrides

def swallows
  raise "lost error"
ensure
  return "ensure swallowed exception"
end
p swallows

def ensure_value_ignored
  "body value"
ensure
  "ensure value"
end
p ensure_value_ignored

def loop_ensure
  [1, 2, 3].each do |i|
    begin
      return i if i == 2
    ensure
      puts "ensure for #{i}"
    end
  end
end
p loop_ensure

def break_ensure
  r = [1, 2].each do |i|
    begin
      break i * 10
    ensure
      puts "break ensure #{i}"
    end
  end
  r
end
p break_ensure
