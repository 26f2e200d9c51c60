begin
  exit 7
rescue SystemExit => e
  puts "rescued SystemExit status=#{e.status} success=#{e.success?}"
end
begin
  exit
rescue SystemExit => e
  puts "plain exit status=#{e.status}"
end
begin
  exit false
rescue SystemExit => e
  puts "exit false status=#{e.status}"
end
puts "rescue => e does not catch exit:"
begin
  begin
    exit 5
  rescue => e
    puts "not here"
  end
rescue SystemExit => e
  puts "outer caught #{e.status}"
end
exit true
