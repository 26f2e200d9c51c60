# JSON.generate / to_json on core values: escaping, floats, keys, options, errors.
require "json"

def show(obj, *args, **opts)
  p JSON.generate(obj, *args, **opts)
rescue => e
  puts "#{e.class}: #{e.message}"
end

show nil
show true
show false
show 0
show(-42)
show 2**62
show 2**70
show(-(2**100))
show "s"
show :sym
show [1, "a", nil, true, 1.5, :sym, {a: 1}, {1 => 2}, 2**70]
show({"a" => 1, :b => 2, 3 => 4, nil => 5, 1.5 => 6, [1] => 7})
show({})
show []
show [[], {}, [[]], {"a" => {}}]
show "a/b\u2028\u2029<>&\x01\x1f\"\\\u00e9\u{1F600}\x7f"
show "a/b\u2028\u2029\u00e9\u{1F600}", script_safe: true
show "a/b", escape_slash: true
show "a/b\u2028\u00e9\u{1F600}\x7f", ascii_only: true
show "\u0000\b\f\n\r\t\e\v"
show "\xff"
show ["ok", "\xC3"]
show "abc".encode("UTF-16LE")
show "\u00e9".encode("ISO-8859-1")
show "ascii".b
show 1.0 / 0
show(-1.0 / 0)
show 0.0 / 0
show [1.0 / 0, -1.0 / 0, 0.0 / 0], allow_nan: true
floats = [0.0, -0.0, 1.0, 1.5, 100.0, 12.0, 0.1, 0.3, 4.35, 1.0 / 3, 2.0 / 3 * 1e10,
  1e14, 1.5e14, 123456789012345.0, 1e15, 1234567890123456.0, 1e16, 12345678901234567.0, 1e17,
  1e20, 1e21, 1e22, 1.5e22, 1e100, 1e308, 1.7976931348623157e308, 9007199254740993.0,
  1e-4, 1e-5, 1e-6, 1.5e-6, 1e-7, 1.25e-7, 1e-8, 1.5e-8, 1.2345e-8, 1e-9, 1.23456789e-9,
  1e-10, 1.5e-11, 1.2345678912345e-7, 0.00012345678912345, 1.2345678912345e-5, 5e-7, 2e-6,
  1e-16, 1.5e-17, 123e-20, 5e-324, 2.5e-300, -1.5e-10, 0.0011, 123456789.123, -2.5]
floats.each { |f| puts "#{f.inspect} #{f.to_json} #{JSON.generate([f])}" }

show [1, 2], nil
show [1, 2], "x"
show [1, 2], 5
show({"a" => [1, 2]}, {space: " "})
show 1, JSON::State.new(indent: "x")
p nil.to_json, 1.to_json, "\u00e9".to_json, :a.to_json, 1.5.to_json, (2**80).to_json, true.to_json, false.to_json
p 1.0.to_json(nil), [1].to_json(nil), {1 => 2}.to_json(indent: "  ", object_nl: "\n")
p (1..2).to_json, Object.new.tap { |o| def o.to_s = "OBJ" }.to_json
p JSON[[1, 2]], JSON([3]), JSON(nil), JSON[{"k" => :v}]
p JSON.fast_generate([1, {"a" => nil}])
p JSON::VERSION.class, JSON::NaN.nan?, JSON::Infinity, JSON::MinusInfinity
p JSON.state, JSON.parser, JSON.generator
