# Exception objects built with odd arguments, then raised and reported.
[nil, 1, :s, [1], Object.new, "\xff"].each do |m|
  e = RuntimeError.new(m)
  begin
    e.message; e.inspect; e.full_message; e.backtrace; e.to_s
    raise e
  rescue => x
    x.message
  end
end
e = StandardError.new("x")
e.set_backtrace(["a", "b"])
p e.backtrace
[1, [1], ["a", 2], nil].each do |bt|
  begin
    StandardError.new.set_backtrace(bt)
  rescue TypeError => ex
    p ex.message
  end
end
p((raise StandardError, "m", "not an array" rescue $!.backtrace))
p((raise StandardError, "m", 5 rescue $!.class))
p Exception.new.exception("other").message
p((Exception.exception(1, 2) rescue $!.class))
