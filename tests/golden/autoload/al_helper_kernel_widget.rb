module Kits
  class Widget
    def self.name_tag = :widget
  end
end
