def parse(s)
  Integer(s)
rescue ArgumentError
  :invalid
else
  :valid
ensure
  puts "parsed #{s.inspect}"
end

p parse("12")
p parse("x")

class Parser
  def run(s)
    Float(s)
  rescue ArgumentError => e
    "bad float: #{e.message}"
  end
end
p Parser.new.run("1.5")
p Parser.new.run("nope")

r = [1, 0, 2].map do |d|
  10 / d
rescue ZeroDivisionError
  :inf
end
p r

l = -> do
  raise "in lambda"
rescue => e
  "lambda rescued #{e.message}"
end
p l.call
