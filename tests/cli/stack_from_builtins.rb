# Recursion that goes through built-in methods (a block called by Array#each, send,
# Method#call, Proc#call, Proc#>>) ends in SystemStackError, which the program rescues and
# goes on.
# Checked against ruby 3.1 and CRuby master (the CRuby 4.0 WebAssembly build aborts on stack
# exhaustion itself); the message is the same in all.
# Run by crates/corundum-cli/tests/cli.rs, not as a golden program: under GC stress the deep
# native stacks make every collection slow (tens of seconds).
def via_each(n) = [1].each { via_each(n + 1) }
def via_send(n) = send(:via_send, n + 1)
def via_method(n) = method(:via_method).call(n + 1)
via_proc = nil
via_proc = proc { |n| via_proc.call(n + 1) }

[-> { via_each(0) }, -> { via_send(0) }, -> { via_method(0) }, -> { via_proc.call(0) }].each_with_index do |l, i|
  begin
    l.call
  rescue SystemStackError => e
    p [i, e.class, e.message]
  end
end

chain = proc { |x| x + 1 }
20_000.times { chain = chain >> proc { |x| x + 1 } }
begin
  p chain.call(0)
rescue SystemStackError => e
  p [:chain, e.class, e.message]
end
puts "still running"
