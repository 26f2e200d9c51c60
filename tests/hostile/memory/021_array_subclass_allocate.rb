def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
def fuzz(label, recv, names)
  names.each do |m|
    [[], [nil], [1], ["s"], [nil, nil], [1, 2]].each do |args|
      begin
        recv.__send__(m, *args) { |*x| break :blocked }
      rescue Exception => e
        raise if e.is_a?(SystemExit) || e.is_a?(NoMemoryError)
      end
    end
  end
  puts "#{label}: survived #{names.size} methods"
end
A = Class.new(Array)
fuzz("Array sub", A.allocate, [:size, :push, :pop, :[], :first, :sort, :map, :inspect, :join, :*, :flatten])
