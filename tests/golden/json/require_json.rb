# require "json" defines the library once; before it, nothing of it exists.
p defined?(JSON), 1.respond_to?(:to_json), Kernel.private_method_defined?(:j)
p require("json")
p require("json")
p require("json/ext")
p defined?(JSON), JSON.class, 1.respond_to?(:to_json), [].respond_to?(:to_json)
p JSON::Ext::Generator::State.instance_method(:generate).owner
p JSON::ParserError.new("m").message, JSON::NestingError.new.message
p JSON.parse(JSON.generate({"round" => ["trip", 1, 2.5, nil, true, {"x" => []}]}))
