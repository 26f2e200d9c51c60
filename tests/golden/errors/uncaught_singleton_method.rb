# 4.0: backtrace label 'Loader.load_all' and straight quotes
class Loader
  def self.load_all
    raise "cannot load"
  end
end

Loader.load_all
