def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class} #{e.message[0, 100]}"
end
module HostileM; def mm = :mm; end
c = Class.new.freeze
t("attr_accessor") { c.send(:attr_accessor, :a) }
t("attr_reader") { c.send(:attr_reader, :b) }
t("attr_writer") { c.send(:attr_writer, :c) }
