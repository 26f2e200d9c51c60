# Calls with wrong numbers of arguments to Ruby methods, blocks, lambdas and builtins.
def a0 = 1
def a2(x, y) = 1
l = ->(x, y) { 1 }
[[:a0, [1]], [:a2, []], [:a2, [1, 2, 3]]].each do |m, args|
  begin
    send(m, *args)
  rescue ArgumentError => e
    p e.message
  end
end
[[], [1], [1, 2, 3]].each { |args| p((l.call(*args) rescue $!.message)) }
p((1.+ rescue $!.message))
p(([].push(*[]) rescue $!.message))
p(("".center rescue $!.message))
p((Array.new(1, 2, 3) rescue $!.message))
p((Object.new(1) rescue $!.message))
p(([1].each_slice rescue $!.message))
