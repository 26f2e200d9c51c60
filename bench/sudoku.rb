# Sudoku: a backtracking solver with per-row/column/box bitmasks, over generated puzzles.
class Lcg
  def initialize(seed)
    @state = seed
  end

  def next_int(bound)
    @state = (@state * 1_103_515_245 + 12_345) % 2_147_483_648
    (@state >> 8) % bound
  end

  def shuffle(items)
    i = items.size - 1
    while i > 0
      j = next_int(i + 1)
      items[i], items[j] = items[j], items[i]
      i -= 1
    end
    items
  end
end

# Builds a full valid grid from the standard shifted pattern, scrambles it with
# symmetry-preserving moves, then blanks `holes` cells.
def make_puzzle(rng, holes)
  digits = rng.shuffle((1..9).to_a)
  rows = []
  rng.shuffle([0, 1, 2]).each { |band| rng.shuffle([0, 1, 2]).each { |r| rows << band * 3 + r } }
  cols = []
  rng.shuffle([0, 1, 2]).each { |stack| rng.shuffle([0, 1, 2]).each { |c| cols << stack * 3 + c } }
  grid = Array.new(81, 0)
  9.times do |r|
    9.times do |c|
      rr = rows[r]
      cc = cols[c]
      grid[r * 9 + c] = digits[(rr * 3 + rr / 3 + cc) % 9]
    end
  end
  rng.shuffle((0...81).to_a).first(holes).each { |i| grid[i] = 0 }
  grid
end

class Solver
  attr_reader :nodes

  def initialize(grid)
    @grid = grid.dup
    @rows = Array.new(9, 0)
    @cols = Array.new(9, 0)
    @boxes = Array.new(9, 0)
    @nodes = 0
    81.times do |i|
      d = @grid[i]
      mark(i, d) if d != 0
    end
    @empty = (0...81).select { |i| @grid[i] == 0 }
  end

  def solve
    search(0) ? @grid : nil
  end

  private

  def box(i)
    (i / 27) * 3 + (i % 9) / 3
  end

  def mark(i, d)
    bit = 1 << d
    @rows[i / 9] |= bit
    @cols[i % 9] |= bit
    @boxes[box(i)] |= bit
  end

  def unmark(i, d)
    bit = ~(1 << d)
    @rows[i / 9] &= bit
    @cols[i % 9] &= bit
    @boxes[box(i)] &= bit
  end

  def search(k)
    return true if k == @empty.size

    @nodes += 1
    i = @empty[k]
    used = @rows[i / 9] | @cols[i % 9] | @boxes[box(i)]
    d = 1
    while d <= 9
      if used & (1 << d) == 0
        @grid[i] = d
        mark(i, d)
        return true if search(k + 1)

        unmark(i, d)
      end
      d += 1
    end
    @grid[i] = 0
    false
  end
end

def valid?(grid)
  9.times do |n|
    row = []
    col = []
    box = []
    9.times do |k|
      row << grid[n * 9 + k]
      col << grid[k * 9 + n]
      box << grid[((n / 3) * 3 + k / 3) * 9 + (n % 3) * 3 + k % 3]
    end
    return false unless row.sort == (1..9).to_a && col.sort == (1..9).to_a && box.sort == (1..9).to_a
  end
  true
end

rng = Lcg.new(2024)
solved = 0
nodes = 0
checksum = 0
55.times do
  puzzle = make_puzzle(rng, 56)
  solver = Solver.new(puzzle)
  grid = solver.solve
  next unless grid && valid?(grid)

  solved += 1
  nodes += solver.nodes
  grid.each { |d| checksum = (checksum * 10 + d) % 1_000_000_007 }
end
puts "solved #{solved}"
puts "nodes #{nodes}"
puts "checksum #{checksum}"
