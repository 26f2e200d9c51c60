# ENV's walks, filters and whole-table changes over a known environment.
# 4.0: expected output from CRuby master (ENV as 4.0).
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

saved = ENV.to_h
ENV.replace("A" => "1", "B" => "x\"y", "C" => "3")
t { ENV.inspect }
t { ENV.to_a }
t { ENV.keys }
t { ENV.values }
t { [ENV.size, ENV.length, ENV.empty?] }
t { r = []; ENV.each { |k, v| r << "#{k}=#{v}" }; r }
t { r = []; ENV.each_pair { |pair| r << pair }; r }
t { r = []; ENV.each_key { |k| r << k }; r }
t { r = []; ENV.each_value { |v| r << v }; r }
t { ENV.each.next }
t { ENV.each_key }
t { ENV.to_h }
t { ENV.to_h { |k, v| [k.downcase.to_sym, v.size] } }
t { ENV.to_h { |k, v| 1 } }
t { ENV.to_hash.class }
t { ENV.select { |k, v| v.size == 1 } }
t { ENV.filter { |k, v| k == "B" } }
t { ENV.reject { |k, v| k == "B" } }
t { ENV.filter_map { |k, v| k if v == "1" } }
t { ENV.map { |k, v| k + v } }
t { ENV.sort_by { |k, v| -v.size }.first }
t { ENV.min_by { |k, v| k } }
t { ENV.count }
t { ENV.find { |k, v| v == "3" } }
t { ENV.slice("A", "C", "Z") }
t { ENV.except("A") }
t { ENV.values_at("A", "Z", "C") }
t { ENV.invert }
t { ENV.select }
t { ENV.reject.class }

t { ENV.update("D" => "4") }
t { ENV.merge!({"A" => "9"}, {"E" => "5"}) { |k, old, new| "#{k}:#{old}->#{new}" } }
t { ENV.update("E" => nil)["E"] }
t { ENV.update("F" => 6) }
t { ENV.update(1) }
t { ENV.delete_if { |k, v| k == "D" }.equal?(ENV) }
t { ENV.reject! { |k, v| k == "NONE" } }
t { ENV.reject! { |k, v| k == "A" } }
t { ENV.keep_if { |k, v| k != "B" }.keys }
t { ENV.select! { |k, v| true } }
t { ENV.filter! { |k, v| k == "C" } }
t { ENV.keys }
t { ENV.shift }
t { ENV.shift }
t { ENV.replace("Z" => "26", "Y" => "25") }
t { ENV.replace(1) }
t { ENV.replace("Q" => 1) }
t { ENV.keys }
t { ENV.clear }
t { [ENV.empty?, ENV.size, ENV.to_a] }
ENV.replace(saved)
t { ENV.to_h == saved }
