def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
def bind_fuzz(klass, victims)
  n = 0
  klass.instance_methods(false).each do |m|
    um = klass.instance_method(m)
    victims.each do |v|
      begin
        um.bind_call(v, 1)
      rescue TypeError, ArgumentError, NoMethodError => e
        n += 1 if e.message.start_with?("bind argument")
      end
      begin
        um.bind(v)
      rescue TypeError
      end
    end
  end
  puts "#{klass}: #{n} bind errors"
end
bind_fuzz(Hash, ["s", [], 1, 1.5, :s, nil, Object.new, 1..2])
