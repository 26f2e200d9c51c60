# Loading a binary against parsing and compiling the same source (issue 14's "at least 3x"):
#   corundum bench/bytecode/load_vs_compile.rb FILE.rb [ROUNDS]
# prints the seconds per round of each, and their ratio. Also runs under CRuby.
src = File.read(ARGV.fetch(0))
rounds = (ARGV[1] || 5).to_i
clock = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) }
iseq = RubyVM::InstructionSequence.compile(src, ARGV[0])
bin = iseq.to_binary
compile = load = Float::INFINITY
rounds.times do
  t = clock.()
  RubyVM::InstructionSequence.compile(src, ARGV[0])
  compile = [compile, clock.() - t].min
  t = clock.()
  RubyVM::InstructionSequence.load_from_binary(bin)
  load = [load, clock.() - t].min
end
printf("source %d bytes, binary %d bytes\n", src.bytesize, bin.bytesize)
printf("parse+compile %.4f s, load_from_binary %.4f s (best of %d): loading is %.1fx faster\n", compile, load, rounds, compile / load)
