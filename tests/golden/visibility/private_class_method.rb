# 4.0: NoMethodError messages say "for class ..." with straight quotes
class Singleton
  @instance = nil

  def self.instance
    @instance ||= new
  end

  private_class_method :new

  def hello = "only one"
end

p Singleton.instance.hello
p Singleton.instance.equal?(Singleton.instance)
begin
  Singleton.new
rescue NoMethodError => e
  puts e.message
end

class Factory
  def self.build = "built via #{helper}"

  class << self
    private

    def helper = "private helper"
  end
end

p Factory.build
begin
  Factory.helper
rescue NoMethodError => e
  puts e.message
end
