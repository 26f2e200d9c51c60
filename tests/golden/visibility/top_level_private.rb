# 4.0: NoMethodError messages say "for an instance of ..." with straight quotes
def helper_at_top = "top-level helper"

class User
  def use_helper = helper_at_top
end

p helper_at_top
p User.new.use_helper
begin
  User.new.helper_at_top
rescue NoMethodError => e
  puts e.message
end
begin
  5.helper_at_top
rescue NoMethodError => e
  puts e.message
end
p self.to_s
p Object.private_method_defined?(:helper_at_top)
