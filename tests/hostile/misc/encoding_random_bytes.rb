# Random bytes in random encodings through every encoding-sensitive String method (encode with
# each option set, force_encoding with random names, scrub, inspect, characters, normalization,
# grapheme clusters, << of random code points): only crashes matter. ARGV: seed, iterations, max length.
seed = (ARGV[0] || 1).to_i
iters = (ARGV[1] || 4000).to_i
r = Random.new(seed)
encs = Encoding.list + [Encoding::UTF_8, Encoding::BINARY]
opts = [{}, { invalid: :replace }, { undef: :replace }, { invalid: :replace, undef: :replace, replace: "*" },
        { xml: :text }, { xml: :attr }, { universal_newline: true }, { crlf_newline: true }, { cr_newline: true },
        { fallback: ->(c) { "?" } }, { fallback: {} }, { invalid: :replace, undef: :replace, fallback: ->(c) { c } }]
errs = Hash.new(0)
iters.times do
  len = r.rand((ARGV[2] || 40).to_i)
  bytes = Array.new(len) { [0, 0x7f, 0x80, 0xff, 0xd8, 0xdc, 0x0a, 0x0d, 0x81, 0x8e, 0x8f, 0xa1, r.rand(256)].sample(random: r) }
  s = bytes.map(&:chr).join.b
  e1 = encs.sample(random: r)
  e2 = encs.sample(random: r)
  s = s.force_encoding(e1)
  [
    -> { s.encode(e2, **opts.sample(random: r)) },
    -> { s.encode(e2, e1, **opts.sample(random: r)) },
    -> { s.dup.encode!(e2) },
    -> { s.scrub },
    -> { s.scrub("?") },
    -> { s.scrub { |b| "<#{b.bytesize}>" } },
    -> { s.inspect },
    -> { s.length; s.chars; s.reverse; s[1]; s[-1, 2]; s.valid_encoding?; s.ascii_only? },
    -> { s.codepoints; s.ord },
    -> { s.grapheme_clusters },
    -> { s.unicode_normalize(%i[nfc nfd nfkc nfkd].sample(random: r)) },
    -> { s + "x".force_encoding(e2) },
    -> { Encoding.compatible?(s, "\u3042".force_encoding(e2)) },
    -> { s.b.force_encoding(e2).inspect },
    -> { s.encode(s.b.force_encoding(e1)) },
    -> { Encoding.find(s.b) },
    -> { s.dup.force_encoding(s.b) },
    -> { x = s.dup; x << r.rand(0x110000); x.inspect },
    -> { s.unicode_normalized? },
    -> { Encoding.compatible?(s, e2) },
  ].each do |f|
    f.call
  rescue EncodingError, ArgumentError, TypeError, RangeError => ex
    errs[ex.class] += 1
  end
end
p errs.keys.map(&:to_s).sort
