# == and eql? that raise or return odd values, reached through Array/Hash methods.
class Q
  def ==(o) = raise("eq")
  def eql?(o) = raise("eql")
  def hash = 0
end
a = [Q.new, Q.new]
[-> { a.include?(1) }, -> { a.index(1) }, -> { a.delete(1) }, -> { a.uniq }, -> { a - [1] }, -> { a == [1, 2] },
 -> { {Q.new => 1, Q.new => 2} }, -> { a.count(1) }, -> { a.tally }, -> { a | a }, -> { a & a }].each do |f|
  begin
    f.call
  rescue RuntimeError => e
    p e.message
  end
end
