module Shapes
  class Rect
    attr_reader :w, :h
    def initialize(w, h)
      @w = w
      @h = h
    end
    def area = w * h
    def to_s = "Rect(#{w}x#{h})"
  end

  class Square < Rect
    def initialize(side) = super(side, side)
    def to_s = "Square(#{w})"
  end

  ORIGIN = [0, 0].freeze
end
