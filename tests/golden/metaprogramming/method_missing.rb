# 4.0: NoMethodError message says "for an instance of Ghost" with straight quotes
class Ghost
  def method_missing(name, *args, &blk)
    if name.to_s.start_with?("get_")
      "got #{name.to_s.sub("get_", "")} #{args.inspect}"
    elsif name == :with_block
      blk.call(args.sum)
    else
      super
    end
  end

  def respond_to_missing?(name, include_private = false)
    name.to_s.start_with?("get_") || super
  end
end

g = Ghost.new
p g.get_name
p g.get_size(1, 2)
p g.with_block(1, 2, 3) { |s| s * 10 }
p g.respond_to?(:get_anything)
p g.respond_to?(:other)
begin
  g.unknown_thing
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
  p e.name
end
