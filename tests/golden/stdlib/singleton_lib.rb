require "singleton"
class Config
  include Singleton
  attr_accessor :level
  def initialize; @level = 1; end
end
a = Config.instance
a.level = 5
p Config.instance.level, Config.instance.equal?(a)
begin; Config.new; rescue NoMethodError => e; p e.class, e.message; end
begin; a.dup; rescue TypeError => e; p e.message; end
begin; a.clone; rescue TypeError => e; p e.message; end
class Sub < Config; end
p Sub.instance.equal?(Config.instance), Sub.instance.class
module M; end
begin; M.include(Singleton); rescue TypeError => e; p e.message; end
begin; Object.new.extend(Singleton); rescue NoMethodError => e; p e.class; end
p Marshal.load(Marshal.dump(a)).equal?(a)
