# GC pressure: many short-lived arrays, strings and objects while a moderate live set keeps changing.
class Record
  attr_reader :key, :tags, :label

  def initialize(key, tags, label)
    @key = key
    @tags = tags
    @label = label
  end
end

LIVE = 20_000
live = Array.new(LIVE)
state = 12_345
checksum = 0
i = 0
while i < 900_000
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  slot = (state >> 8) % LIVE
  # Short-lived garbage: a temporary array, a string and an intermediate object.
  tmp = [i, i + 1, i + 2]
  text = "k#{i & 1023}"
  rec = Record.new(i, tmp, text)
  checksum += rec.tags[1] & 255
  # Every fourth allocation survives for a while by replacing a random live slot.
  if (i & 3) == 0
    old = live[slot]
    checksum += old.key & 63 if old
    live[slot] = Record.new(i, [text, i], text + "!")
  end
  i += 1
end
survivors = live.count { |r| r }
puts checksum
puts survivors
puts live.sum { |r| r ? r.label.size : 0 }
