# Character indexing: s[i] and s[i, 3] over a 20,000-character ASCII string (O(1) per index with
# the cached "7-bit" coderange) and over a UTF-8 string of the same length with a few
# multibyte characters (a scan per index unless the implementation skips ASCII runs).
ascii = ("abcdefghij" * 2_000).freeze
utf8 = (("abcdefghi" + "é") * 2_000).freeze
sum = 0
20.times do
  i = 0
  n = ascii.size
  while i < n
    sum += ascii[i].ord + ascii[i, 3].size
    i += 1
  end
end
2.times do
  i = 0
  n = utf8.size
  while i < n
    sum += utf8[i].ord
    i += 7
  end
end
p sum
