# grapheme_clusters/each_grapheme_cluster: extended clusters of valid UTF-8, other encodings by character.
p "🇯🇵e\u0301a\r\nb".grapheme_clusters, "a\xffb".grapheme_clusters, "".grapheme_clusters
p "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}x".grapheme_clusters.size, "\u0915\u094D\u0937".grapheme_clusters.size
p "\x82\xa0a".force_encoding("Shift_JIS").grapheme_clusters, "e\u0301x".encode("UTF-16LE").grapheme_clusters.size
r = []
p "ab\u0301".each_grapheme_cluster { |g| r << g }, r, "ab".each_grapheme_cluster.to_a, "ab".each_grapheme_cluster.class
