def lambda_return
  l = -> { return 1 }
  v = l.call
  "after lambda got #{v}"
end

def proc_return
  pr = proc { return 2 }
  pr.call
  "never reached"
end

def block_return
  [1, 2, 3].each do |x|
    return "returned #{x} from block" if x == 2
  end
  "not reached"
end

def next_in_proc
  pr = proc { next 5; 6 }
  "next gave #{pr.call}"
end

def lambda_in_method_returns_value
  l = lambda do |x|
    return x * 2 if x > 0
    0
  end
  [l.call(5), l.call(-1)]
end

p lambda_return
p proc_return
p block_return
p next_in_proc
p lambda_in_method_returns_value
