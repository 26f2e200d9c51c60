# at_exit handlers run in reverse order; exit sets the status
at_exit { puts "first registered, runs last" }
at_exit { puts "second registered, runs first" }
puts "main body"
begin
  exit 3
rescue SystemExit => e
  puts "caught SystemExit status=#{e.status} success=#{e.success?}"
end
puts "still running"
exit 3
puts "never printed"
