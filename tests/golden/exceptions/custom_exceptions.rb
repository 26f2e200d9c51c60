class AppError < StandardError
  def initialize(msg = "application error")
    super
  end
end

class ValidationError < AppError
  attr_reader :field

  def initialize(field, msg = nil)
    @field = field
    super(msg || "#{field} is invalid")
  end
end

class NotFound < AppError; end

begin
  raise AppError
rescue AppError => e
  p e.message
end

begin
  raise ValidationError.new(:email)
rescue AppError => e
  p e.class
  p e.message
  p e.field
end

begin
  raise ValidationError.new(:age, "too young")
rescue ValidationError => e
  p [e.field, e.message]
end

begin
  raise NotFound, "no such page"
rescue ValidationError
  p :wrong
rescue AppError => e
  p [e.class, e.message]
end

p ValidationError.ancestors.take(5)
p NotFound.new.message
p ValidationError.superclass
