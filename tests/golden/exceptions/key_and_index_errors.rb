def show
  p yield
rescue IndexError => e
  puts "#{e.class}: #{e.message}"
end

h = { a: 1, "s" => 2 }
show { h.fetch(:a) }
show { h.fetch(:z) }
show { h.fetch("t") }
show { h.fetch(:z, "default") }
show { h.fetch(:z) { |k| "block #{k}" } }
arr = [10, 20, 30]
show { arr.fetch(1) }
show { arr.fetch(10) }
show { arr.fetch(-4) }
show { arr.fetch(10, :dflt) }
show { arr[10] }
show { [].first }
begin
  h.fetch(:missing)
rescue KeyError => e
  p e.key
  p e.receiver.size
end
