# fetch and dig on nested hashes; KeyError messages
h = { name: "Ann", tags: ["x", "y"], address: { city: "Oslo", zip: nil } }
p h.fetch(:name)
p h.fetch(:age, 0)
p h.fetch(:age) { |k| "no #{k}" }
begin
  h.fetch(:age)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
  p e.key
end
begin
  { "s" => 1 }.fetch("t")
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
end
p h.dig(:address, :city)
p h.dig(:address, :zip)
p h.dig(:address, :nope, :deeper)
p h.dig(:tags, 1)
p h[:address][:city]
p h.values_at(:name, :zz)
p h.fetch_values(:name)
begin
  h.fetch_values(:name, :nope)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
end
begin
  h.dig(:name, :x)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
