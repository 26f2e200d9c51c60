# k-nucleotide: counting every k-mer of a generated DNA string in a Hash keyed by substrings.
def generate_dna(length, seed)
  # Cumulative weights out of 100 for A, C, G, T (AT-rich, like real genomes).
  bases = "ACGT"
  limits = [30, 50, 70, 100]
  dna = +""
  state = seed
  length.times do
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    r = (state >> 16) % 100
    k = 0
    k += 1 while r >= limits[k]
    dna << bases[k]
  end
  dna
end

def count_kmers(dna, k)
  counts = Hash.new(0)
  last = dna.size - k
  i = 0
  while i <= last
    counts[dna[i, k]] += 1
    i += 1
  end
  counts
end

dna = generate_dna(250_000, 7)

[1, 2].each do |k|
  counts = count_kmers(dna, k)
  counts.sort_by { |kmer, n| [-n, kmer] }.each { |kmer, n| puts "#{kmer} #{n}" }
end

%w[GGT GGTA GGTATT GGTATTTTAATT GGTATTTTAATTTATAGT].each do |pattern|
  counts = count_kmers(dna, pattern.size)
  puts "#{pattern} #{counts[pattern]} (#{counts.size} distinct)"
end
