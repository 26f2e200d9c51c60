# Opening a FIFO waits for the other side: the wait lets other threads run, and Timeout,
# Thread#raise and trap handlers reach it; an open cut short leaves nothing behind.
require "timeout"
require "tmpdir"

Dir.mktmpdir do |dir|
  fifo = File.join(dir, "fifo")
  File.mkfifo(fifo)

  # A reader and a writer in two threads meet.
  reader = Thread.new { File.read(fifo) }
  File.write(fifo, "hello\n")
  p reader.value

  # An open with no partner, cut short, in both directions.
  %w[r w].each do |mode|
    result = begin
      Timeout.timeout(0.1) { File.open(fifo, mode) { :opened } }
    rescue Timeout::Error => e
      e.class
    end
    p [mode, result]
  end

  # Thread#raise into a thread waiting in the open.
  t = Thread.new { File.open(fifo) { :opened } }
  t.report_on_exception = false
  Thread.pass until t.stop?
  t.raise "stop waiting"
  p((t.value rescue $!.message))

  # After those, a reader and a writer still meet (no opener was left waiting).
  writer = Thread.new { File.open(fifo, "w") { |f| f.puts "again" } }
  p File.read(fifo)
  writer.join

  # O_NONBLOCK opens do not wait: reading opens at once, writing fails without a reader.
  p File.open(fifo, File::RDONLY | File::NONBLOCK) { |f| f.read }
  begin
    File.open(fifo, File::WRONLY | File::NONBLOCK)
  rescue SystemCallError => e
    p e.class
  end

  # A redirection to a FIFO (spawn opens it in the parent) waits as well.
  feeder = Thread.new { File.write(fifo, "through cat\n") }
  IO.popen(["cat"], in: fifo) { |io| print io.read }
  feeder.join
end
# ruby40: skip (the WASI build has no threads or FIFOs; expected output from CRuby master's interpreter)
