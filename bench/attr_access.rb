# Accessor methods: attr_reader, attr_writer and attr_accessor calls on objects in a loop.
class Account
  attr_reader :id
  attr_writer :note
  attr_accessor :balance, :count

  def initialize(id)
    @id = id
    @balance = 0
    @count = 0
    @note = nil
  end

  def note_length
    @note.nil? ? 0 : @note.size
  end
end

accounts = Array.new(8) { |i| Account.new(i) }
notes = %w[a bb ccc]
i = 0
while i < 9_000_000
  a = accounts[i & 7]
  a.balance = a.balance + a.id
  a.count += 1
  a.note = notes[i % 3] if (i & 1023) == 0
  i += 1
end
puts accounts.sum(&:balance)
puts accounts.sum(&:count)
puts accounts.sum(&:note_length)
