module Shop
  module Billing
    class Invoice
      def self.describe = name
    end
  end

  class Cart
    class Line
    end
  end
end

p Shop.name
p Shop::Billing.name
p Shop::Billing::Invoice.name
p Shop::Cart::Line.name
p Shop::Billing::Invoice.describe
p Shop::Cart::Line.to_s
puts Shop::Cart
p Shop::Cart::Line.new.class
p Shop.class
p Shop::Cart.class

module Shop::Billing
  class Receipt; end
end
p Shop::Billing::Receipt.name
p Shop::Billing.constants.sort
klass = Class.new
p klass.name
Named = klass
p klass.name
p Named.name
