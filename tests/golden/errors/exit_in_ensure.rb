begin
  puts "working"
  raise "this error is replaced by exit"
ensure
  puts "ensure calls exit"
  exit 2
end
