require_relative "lib_helper_errors"

begin
  helper_fail("disk full")
rescue HelperError => e
  puts "#{e.class}: #{e.message}"
end

begin
  require_relative "lib_helper_does_not_exist"
rescue LoadError => e
  puts e.class
end
p HelperError.superclass
