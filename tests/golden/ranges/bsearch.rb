# Range#bsearch: find-minimum and find-any modes over Integer (endless, beginless, Bignum) and Float ranges, errors.
p (0..100).bsearch { |x| x >= 37 }, (0...37).bsearch { |x| x >= 37 }, (0..100).bsearch { |x| 50 <=> x }, (0..4).bsearch { |x| x <=> 9 }
p (1..).bsearch { |x| x > 1000 }, (1..).bsearch { |x| x >= 1 }, (..100).bsearch { |x| x > 10 }, (..5).bsearch { |x| x > 10 }
p (0..2**100).bsearch { |x| x >= 2**80 + 3 }, (-10..10).bsearch { |x| x >= -3 }, (..0).bsearch { |x| 0 <=> x }
p (0.0..100.0).bsearch { |x| x >= 37.5 }, (0..Float::INFINITY).bsearch { |x| Math.log(x) >= 0 }, (0.0..1.0).bsearch { |x| x > 2 }
p (-1.0..1.0).bsearch { |x| x >= -0.5 }, (0.0...1.0).bsearch { |x| x >= 1.0 }, (1.0..4.0).bsearch { |x| 2.0 <=> x }
p (1..10).bsearch.class, (0..100).bsearch { |x| x >= 37 ? 0.0 : 1 }
[-> { ("a".."z").bsearch { true } }, -> { (1..10).bsearch { "x" } }, -> { (nil..nil).bsearch { true } }].each do |f|
  f.call
rescue => e
  p [e.class, e.message]
end
