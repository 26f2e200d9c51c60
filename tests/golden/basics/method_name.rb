# __method__ returns the current method name as a symbol
def greet
  __method__
end
p greet

def inside_block
  [1].map { __method__ }.first
end
p inside_block

class Widget
  def build
    __method__
  end

  def self.make
    __method__
  end
end
p Widget.new.build
p Widget.make

def original
  __method__
end
alias copy original
p copy

p __method__
