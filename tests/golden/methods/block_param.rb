def run(&block)
  block
end

def apply(x, &fn)
  fn.call(x)
end

def twice(&blk)
  blk.call
  blk.call
end

def maybe(&blk)
  blk.nil? ? "no block" : "block returns #{blk.call}"
end

def forward(&blk)
  [1, 2, 3].map(&blk)
end

b = run { |x| x * 2 }
p b.class
p b.call(21)
p run
puts apply(5) { |n| n + 1 }
twice { puts "hi" }
puts maybe
puts maybe { 7 }
p forward { |x| x * 10 }
upper = proc { |s| s.upcase }
p %w[a b].map(&upper)
