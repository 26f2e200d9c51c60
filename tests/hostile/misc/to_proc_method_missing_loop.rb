# Objects answering every message through method_missing, used in conversions.
class Any
  def method_missing(n, *a) = self
  def respond_to_missing?(*) = true
end
x = Any.new
[-> { "a" + x }, -> { [1] + x }, -> { 1 + x }, -> { Integer(x) }, -> { Array(x) }, -> { "#{x}" },
 -> { [x].flatten }, -> { [x].join }, -> { {**x} }, -> { [1].map(&x) }, -> { x.to_s.size }, -> { raise x }].each do |f|
  begin
    f.call
  rescue StandardError, SystemStackError => e
    p e.class
  end
end
