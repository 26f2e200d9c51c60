# Kernel#rand/srand and Random follow CRuby's Mersenne Twister exactly
srand(42)
p rand(100), rand(100), rand(6)
p rand
p rand(1.5)
p rand(1..6), rand(1...6), rand(10..10)
p rand(-7)
p rand(2 ** 40), rand(2 ** 70)
p rand(1.0..2.0)
p srand(1234)
p [rand, rand]
p [rand(10), rand(1000)]
srand(2 ** 64 + 17)
p rand(1000)
r = Random.new(99)
p r.seed
p r.rand(2.5), r.rand(1..10), r.rand(100), r.rand
p Random.new(3).rand(10)
r1 = Random.new(7)
r2 = Random.new(7)
p Array.new(5) { r1.rand(100) } == Array.new(5) { r2.rand(100) }
[0, -1, 2..1].each do |bad|
  begin
    r.rand(bad)
  rescue ArgumentError => e
    puts "#{e.class}: #{e.message}"
  end
end
srand(7)
p Random.rand(3), Random.rand
x = 0
1000.times { x += rand(1000) }
p x
