# StringIO written with puts/print/<< and read back with gets and each_line.
require "stringio"
total = 0
i = 0
while i < 4_000
  io = StringIO.new
  j = 0
  while j < 50
    io.puts "line #{j}"
    io.print "a", "b", j, "\n"
    io << "more text " << j.to_s << "\n"
    j += 1
  end
  io.rewind
  while (l = io.gets)
    total += l.bytesize
  end
  io.rewind
  io.each_line { |l2| total += 1 }
  i += 1
end
p total
