# N-queens: counting all solutions by backtracking over column and diagonal occupancy arrays.
class Queens
  def initialize(n)
    @n = n
    @cols = Array.new(n, false)
    @up = Array.new(2 * n - 1, false)
    @down = Array.new(2 * n - 1, false)
    @placed = Array.new(n, 0)
    @solutions = 0
    @signature = 0
  end

  def solve
    place(0)
    [@solutions, @signature]
  end

  private

  def place(row)
    if row == @n
      @solutions += 1
      # Fold the first and last rows of every board found into a checksum.
      @signature = (@signature * 31 + @placed[0] * @n + @placed[@n - 1]) % 1_000_000_007
      return
    end
    col = 0
    while col < @n
      if !@cols[col] && !@up[row + col] && !@down[row - col + @n - 1]
        @cols[col] = @up[row + col] = @down[row - col + @n - 1] = true
        @placed[row] = col
        place(row + 1)
        @cols[col] = @up[row + col] = @down[row - col + @n - 1] = false
      end
      col += 1
    end
  end
end

(4..12).each do |n|
  solutions, signature = Queens.new(n).solve
  puts "#{n}: #{solutions} #{signature}"
end
