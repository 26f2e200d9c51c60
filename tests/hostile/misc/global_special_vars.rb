# Assigning wrong types to special globals.
[[:$stdout, 1], [:$;, 5], [:$,, 5], [:$/, 1], [:$0, nil], [:$VERBOSE, 5], [:$stderr, "x"]].each do |g, v|
  begin
    case g
    when :$stdout then $stdout = v
    when :$; then $; = v
    when :$, then $, = v
    when :$/ then $/ = v
    when :$0 then $0 = v
    when :$VERBOSE then $VERBOSE = v
    when :$stderr then $stderr = v
    end
  rescue TypeError, NameError, ArgumentError => e
    p [g, e.class]
  end
end
$VERBOSE = false
p :done
