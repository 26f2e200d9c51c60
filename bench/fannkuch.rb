# Fannkuch-redux: generating every permutation of n items and counting prefix reversals ("flips").
def fannkuch(n)
  perm = (0...n).to_a
  work = Array.new(n, 0)
  count = Array.new(n, 0)
  max_flips = 0
  checksum = 0
  index = 0
  r = n
  loop do
    while r > 1
      count[r - 1] = r
      r -= 1
    end

    first = perm[0]
    if first != 0
      i = 1
      while i < n
        work[i] = perm[i]
        i += 1
      end
      flips = 0
      while first != 0
        # Reverse work[0..first]; work[0] is kept in `first` to save stores.
        lo = 1
        hi = first - 1
        while lo < hi
          t = work[lo]
          work[lo] = work[hi]
          work[hi] = t
          lo += 1
          hi -= 1
        end
        nxt = work[first]
        work[first] = first
        first = nxt
        flips += 1
      end
      max_flips = flips if flips > max_flips
      checksum += index.even? ? flips : -flips
    end

    # Advance to the next permutation by rotating prefixes.
    loop do
      return [checksum, max_flips] if r == n

      head = perm[0]
      i = 0
      while i < r
        perm[i] = perm[i + 1]
        i += 1
      end
      perm[r] = head
      count[r] -= 1
      break if count[r] > 0

      r += 1
    end
    index += 1
  end
end

[8, 9].each do |n|
  checksum, max_flips = fannkuch(n)
  puts checksum
  puts "Pfannkuchen(#{n}) = #{max_flips}"
end
