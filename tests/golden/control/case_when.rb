# case/when with values, ranges, classes, lists, splats and procs
def describe(x)
  case x
  when 0 then "zero"
  when 1, 2, 3 then "small"
  when 4..9 then "medium"
  when Integer then "big int"
  when Float then "float"
  when "hello", "hi" then "greeting"
  when String then "string #{x.length}"
  when :sym then "the symbol"
  when nil then "nil"
  when Array then "array of #{x.size}"
  else "other"
  end
end
[0, 2, 5, 42, 1.5, "hi", "abc", :sym, nil, [1, 2], :other].each do |v|
  puts "#{v.inspect} -> #{describe(v)}"
end
VOWELS = %w[a e i o u]
def letter(c)
  case c
  when *VOWELS then "vowel"
  when "y", *%w[w] then "sometimes"
  else "consonant"
  end
end
puts letter("e"), letter("y"), letter("w"), letter("z")
even = ->(n) { n.even? }
r = case 6
    when even then "even by lambda"
    else "odd"
    end
puts r
n = 15
s = case
    when n % 15 == 0 then "FizzBuzz"
    when n % 3 == 0 then "Fizz"
    else n.to_s
    end
puts s
p(case 99 when 1 then :one end)
t = case "x"
    when "x"
      "multi"
      "line value"
    end
p t
