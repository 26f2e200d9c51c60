# Benchmark (a bundled gem in 4.0) running unmodified; measured times are replaced by T.
# 4.0: expected output from Debian's ruby 3.1 (benchmark 0.2.0; the build of 4.0 here has no
# benchmark).
require "benchmark"
require "stringio"

r = Benchmark.measure("lbl") { 1000.times { } }
p r.class, r.label, r.real >= 0, r.utime >= 0, r.stime >= 0, r.total >= 0
p Benchmark.realtime { 10.times {} }.class
p Benchmark::CAPTION, Benchmark::FORMAT

def masked
  old = $stdout
  $stdout = StringIO.new
  result = yield
  [$stdout.string.gsub(/\d+\.\d+/, "T"), result]
ensure
  $stdout = old
end

text, res = masked { Benchmark.bm(7) { |b| b.report("a:") { 100.times {} }; b.report("bb:") { } } }
print text
p res.class, res.size, res.map(&:label)
text, res = masked { Benchmark.bmbm { |b| b.report("x") { 10.times {} } } }
print text
p res.size
text, _ = masked do
  Benchmark.benchmark(Benchmark::CAPTION, 5, Benchmark::FORMAT, ">sum:") do |b|
    a = b.report("one") { }
    c = b.report("two") { }
    [a + c]
  end
end
print text

t = Benchmark::Tms.new(1.5, 2.25, 0.5, 0.25, 5.0, "lbl")
puts t.format("%u %y %U %Y %t %r %n")
puts t.format("%10.2u|%-8n|")
p t.to_a, t.to_h.keys, (t + t).total, (t - t).real, (t * 2).real, (t / 2).utime
p t.add { }.class
puts t
# ruby40: skip (the WASI build lacks the bundled gem)
